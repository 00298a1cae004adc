import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many people were recommended each product, by the UTC day they completed the full quiz:
 * the "recommended" side of the dashboard's "recommended → bought" rates. Kept by a trigger on
 * funnel_event's quiz_completed events (so only counted people), sharded like funnel_daily_total.
 */
@Entity({ name: 'recommendation_daily' })
export class RecommendationDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'int' })
  productId!: number;

  @PrimaryColumn({ type: 'smallint' })
  shard!: number;

  @Column({ type: 'int', default: 0 })
  people!: number;
}
