import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Orders and revenue per order day, by what they are credited to (sales-rollups.ts keeps it as
 * orders are recorded): the trends and "revenue per source / per email" read a few rows per day
 * instead of scanning orders. Sharded by database connection so concurrent pushes rarely wait
 * on one row.
 */
@Entity({ name: 'sales_daily' })
export class SalesDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  /** The visit source of the quiz the order is credited to; 'none' without a quiz, 'unknown' for a quiz without a source. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  source!: string;

  /** The email it is credited to: a template name, or `newsletter:<campaign id>`; '' for none. */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  emailKey!: string;

  @PrimaryColumn({ type: 'smallint' })
  shard!: number;

  @Column({ type: 'int', default: 0 })
  orders!: number;

  @Column({ type: 'bigint', default: 0 })
  revenueCents!: string;

  /** Buyers whose second order (as orders arrived) is one of these: return customers, counted once. */
  @Column({ type: 'int', default: 0 })
  returnCustomers!: number;
}
