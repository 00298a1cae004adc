import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One wrong password or code: when, from which address (hashed), which device cookie and account, if any. */
@Entity({ name: 'rep_sign_in_failure' })
@Index(['addressHash', 'failedAt'])
@Index(['deviceHash', 'failedAt'])
@Index(['accountHash', 'failedAt'])
export class RepSignInFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** SHA-256 of the client address: enough to count per address without keeping addresses. */
  @Column({ type: 'varchar', length: 64 })
  addressHash!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  deviceHash!: string | null;

  /** SHA-256 of the email the attempt named (wrong second-factor codes count too). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  accountHash!: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  failedAt!: Date;
}
