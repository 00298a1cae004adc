import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The representative's password (one row, id 1), stored as a salted scrypt hash. */
@Entity({ name: 'rep_credential' })
export class RepCredentialEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  passwordHash!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
