import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { RepAccountEntity } from '../rep-account.entity.js';

/** One of an account's ten recovery codes, stored hashed; using it deletes the row (single use). */
@Entity({ name: 'rep_recovery_code' })
export class RecoveryCodeEntity {
  /** SHA-256 of the account id and the code: the table holds nothing that signs anyone in. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Index()
  @ManyToOne(() => RepAccountEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'accountId' })
  account?: RepAccountEntity;

  @Column({ type: 'uuid' })
  accountId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
