import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The representative's password (one row, id 1), stored as a salted scrypt hash. */
@Entity({ name: 'rep_credential' })
export class RepCredentialEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  passwordHash!: string;

  /**
   * The REP_PASSWORD last applied, hashed like the password. A restart with the same REP_PASSWORD
   * keeps a password she changed in the dashboard; a different REP_PASSWORD replaces it (the way
   * back in when she has forgotten it).
   */
  @Column({ type: 'varchar', length: 300, nullable: true })
  appliedEnvPasswordHash!: string | null;

  /** Her latest successful sign-in, and the one before it ("since your last visit"). */
  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSignInAt!: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
