import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BackupRunStatus } from '../../../shared/backup.js';

/**
 * One backup taken: by the daily schedule (one row per day, which is how only one process of
 * several takes it) or by `npm run db:backup`. The dashboard and the metrics read the latest.
 */
@Entity({ name: 'backup_run' })
@Index('IDX_backup_run_started', ['startedAt'])
export class BackupRunEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: 'daily' | 'manual';

  /** The server's calendar day a daily backup belongs to; null for manual ones. Unique: one daily backup per day. */
  @Index('UQ_backup_run_day', { unique: true })
  @Column({ type: 'date', nullable: true })
  day!: string | null;

  @Column({ type: 'varchar', length: 10 })
  status!: BackupRunStatus;

  @Column({ type: 'timestamptz' })
  startedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  /** The file's name inside the folder it was written to (BACKUP_DIR for daily ones). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  fileName!: string | null;

  @Column({ type: 'bigint', nullable: true })
  sizeBytes!: string | null;

  /** Why a failed backup failed, as logged. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;
}
