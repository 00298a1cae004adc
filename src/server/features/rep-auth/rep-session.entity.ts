import { Column, CreateDateColumn, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { RepAccountEntity } from './rep-account.entity.js';

/** A signed-in back-office account; kept in the database so every process sees it. */
@Entity({ name: 'rep_session' })
export class RepSessionEntity {
  /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** How the sessions list names it (ending one by this id needs that account's own cookie). */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  id!: string;

  /** Removing the account ends its sessions with it. */
  @Index()
  @ManyToOne(() => RepAccountEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'accountId' })
  account?: RepAccountEntity;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** The browser's user agent at sign-in (shortened), to tell her sessions apart. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;

  /** The client address it was last seen from. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  address!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
