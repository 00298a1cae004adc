import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-in representative; kept in the database so every process sees it. */
@Entity({ name: 'rep_session' })
export class RepSessionEntity {
  /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
