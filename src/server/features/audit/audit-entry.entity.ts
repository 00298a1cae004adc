import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditArea } from '../../../shared/audit.js';

/** One back-office change: what, before and after, when. Append-only (a trigger refuses UPDATE and DELETE). */
@Entity({ name: 'audit_entry' })
@Index(['area', 'subject', 'createdAt'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 30 })
  area!: AuditArea;

  /** What was changed within the area, e.g. a product's id. */
  @Column({ type: 'varchar', length: 120 })
  subject!: string;

  /** create, update, archive, restore, import… */
  @Column({ type: 'varchar', length: 30 })
  action!: string;

  @Column({ type: 'jsonb', nullable: true })
  before!: unknown;

  @Column({ type: 'jsonb', nullable: true })
  after!: unknown;

  /** The account that made the change; null for the shop's own scheduled work. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  accountId!: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
