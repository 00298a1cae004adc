import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '../../../shared/staff-access.js';

/** A person who signs in to the back-office. Removed accounts stay (the change history names them). */
@Entity({ name: 'rep_account' })
@Check(`"role" IN ('owner', 'staff')`)
@Index('UQ_rep_account_active_email', ['email'], { unique: true, where: `"removedAt" IS NULL` })
export class RepAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * Lower-case, and confirmed: an invitation's or a confirmation's link reached it. Null only for
   * the owner of a shop set up before accounts, until she names and confirms hers.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 10 })
  role!: StaffRole;

  /** A salted scrypt hash (password-hash.ts). */
  @Column({ type: 'varchar', length: 300 })
  passwordHash!: string;

  /**
   * The REP_PASSWORD last applied to this (owner) account, hashed like the password. A restart
   * with the same REP_PASSWORD keeps a password she changed in the dashboard; a different one
   * replaces it (the owner's way back in when she has forgotten it).
   */
  @Column({ type: 'varchar', length: 300, nullable: true })
  appliedEnvPasswordHash!: string | null;

  /** Her authenticator's TOTP secret (base32), once she confirmed it with a code; null without a second factor. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totpSecret!: string | null;

  /** A secret being set up: shown to her, not yet confirmed with a code. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totpPendingSecret!: string | null;

  /** The time step of the last code accepted: a code is good once (no replay within its window). */
  @Column({ type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  /** The latest successful sign-in, and the one before it ("since your last visit"). */
  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSignInAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
