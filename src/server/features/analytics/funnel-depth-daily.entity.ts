import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * People in each funnel stage, by the UTC day they started the quiz (sharded like
 * funnel_daily_total): the dashboard sums a few rows per day for any range.
 */
@Entity({ name: 'funnel_depth_daily' })
export class FunnelDepthDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  /** The stage: 1 Quiz Started … 5 Loyalty Purchase (see funnel-person.entity.ts). */
  @PrimaryColumn({ type: 'smallint' })
  depth!: number;

  /** Where the person's visit came from (funnel_person.source). */
  @PrimaryColumn({ type: 'varchar', length: 20, default: 'unknown' })
  source!: string;

  @PrimaryColumn({ type: 'smallint' })
  shard!: number;

  @Column({ type: 'int', default: 0 })
  people!: number;
}
