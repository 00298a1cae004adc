import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SuppressionReason = 'unsubscribed' | 'bounced';

/**
 * Addresses the workers must not write to: `unsubscribed` stops every message that is not
 * essential; `bounced` (the receiving server refused the address) stops every message.
 */
@Entity({ name: 'email_suppression' })
@Check('CHK_email_suppression_reason', `"reason" IN ('unsubscribed', 'bounced')`)
export class EmailSuppressionEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'varchar', length: 20 })
  reason!: SuppressionReason;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
