import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { RepAccountEntity } from './rep-account.entity.js';

/**
 * A browser someone signed in to the back-office from: its cookie spares that account's sign-ins
 * from it others' failures. It is trusted for the account that earned it and no other.
 */
@Entity({ name: 'rep_device' })
export class RepDeviceEntity {
  /** SHA-256 of the cookie's value (the account's id and a random token). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** The account that signed in from it: the only one it is trusted for (signing out everywhere forgets her browsers only). */
  @Index()
  @ManyToOne(() => RepAccountEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'accountId' })
  account?: RepAccountEntity;

  @Column({ type: 'uuid' })
  accountId!: string;

  /** Set when the device itself guessed wrong too often: it is a stranger again. */
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
