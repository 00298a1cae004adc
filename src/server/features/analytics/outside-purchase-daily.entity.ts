import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Loyalty purchases of members who never took the quiz (funnel events with no person), per UTC
 * day: the "purchases outside the funnel" figure. Kept by a trigger on funnel_event, sharded
 * like funnel_daily_total.
 */
@Entity({ name: 'outside_purchase_daily' })
export class OutsidePurchaseDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'smallint' })
  shard!: number;

  @Column({ type: 'int', default: 0 })
  purchases!: number;
}
