import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '../../../shared/staff-access.js';

export type AccountLinkKind = 'invitation' | 'password-reset' | 'owner-email';

/**
 * A link emailed to someone that acts once: an invitation to join, a password reset, the owner
 * confirming her address. The emailed token is the row's id with its HMAC signature, so the
 * database holds nothing that works as a link by itself; `usedAt` makes it single-use.
 */
@Entity({ name: 'rep_account_link' })
@Check(`"kind" IN ('invitation', 'password-reset', 'owner-email')`)
@Index(['email', 'kind'])
export class RepAccountLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: AccountLinkKind;

  /** Where the link was sent (lower-case). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The account it acts for: the one resetting, or the owner naming her address. Null for an invitation. */
  @Column({ type: 'uuid', nullable: true })
  accountId!: string | null;

  /** An invitation's role. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  role!: StaffRole | null;

  /** Who sent an invitation. */
  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
