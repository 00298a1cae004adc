import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One day's digest: written before the email is queued, and unique per day, so of several
 * processes that find it due one sends it. `empty` days (nothing to report) send nothing.
 */
@Entity({ name: 'digest_run' })
@Check('CHK_digest_run_status', `"status" IN ('sent', 'empty')`)
export class DigestRunEntity {
  /** The server's calendar day. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: 'sent' | 'empty';

  /** What the digest reported (WaitingCounts). */
  @Column({ type: 'jsonb' })
  counts!: Record<string, unknown>;

  /** The address it went to; null on an empty day. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  recipient!: string | null;

  /** When the counts were read: the next digest counts what is new since then. */
  @CreateDateColumn({ type: 'timestamptz' })
  checkedAt!: Date;
}
