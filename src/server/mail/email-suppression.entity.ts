import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'erased';

/**
 * Addresses the workers must not write to: `unsubscribed` stops every message that is not
 * essential; `bounced` (the receiving server refused the address) stops every message;
 * `erased` (the person had their data erased) stops every message, and its row holds only the
 * address's SHA-256 (`sha256:<hex>`), never the address.
 */
@Entity({ name: 'email_suppression' })
@Check('CHK_email_suppression_reason', `"reason" IN ('unsubscribed', 'bounced', 'erased')`)
export class EmailSuppressionEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'varchar', length: 20 })
  reason!: SuppressionReason;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
