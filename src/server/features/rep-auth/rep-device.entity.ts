import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A browser the representative signed in from: its cookie spares it others' failures. */
@Entity({ name: 'rep_device' })
export class RepDeviceEntity {
  /** SHA-256 of the cookie's random token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when the device itself guessed wrong too often: it is a stranger again. */
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
