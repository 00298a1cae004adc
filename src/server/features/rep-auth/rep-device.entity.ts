import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A browser someone signed in to the back-office from: its cookie spares it others' failures. */
@Entity({ name: 'rep_device' })
export class RepDeviceEntity {
  /** SHA-256 of the cookie's random token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** The account that signed in from it (signing out everywhere forgets her browsers only). */
  @Column({ type: 'uuid', nullable: true })
  accountId!: string | null;

  /** Set when the device itself guessed wrong too often: it is a stranger again. */
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
