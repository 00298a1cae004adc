import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Running totals of funnel events per UTC day, kept by a trigger on funnel_event (once per
 * statement: a grouped insert of many events updates each day and type once), so the
 * dashboard sums a few hundred rows instead of counting millions of events. Each day and type
 * is split over a few shards (by database connection) so concurrent inserts rarely wait on
 * the same row.
 */
@Entity({ name: 'funnel_daily_total' })
export class FunnelDailyTotalEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  type!: string;

  /** The visit source of the person the event belongs to (funnel_person.source), 'unknown' without one. */
  @PrimaryColumn({ type: 'varchar', length: 20, default: 'unknown' })
  source!: string;

  @PrimaryColumn({ type: 'smallint' })
  shard!: number;

  @Column({ type: 'int', default: 0 })
  events!: number;

  /** Sum of the events' amountCents (negative for voided purchases). */
  @Column({ type: 'bigint', default: 0 })
  amountCents!: string;
}
