import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Units and revenue per catalogue product and order day (lines of unknown products are not here). */
@Entity({ name: 'sales_product_daily' })
export class SalesProductDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'int' })
  productId!: number;

  @PrimaryColumn({ type: 'smallint' })
  shard!: number;

  @Column({ type: 'int', default: 0 })
  units!: number;

  @Column({ type: 'bigint', default: 0 })
  revenueCents!: string;

  /** Lines that were recommended purchases (their product was among the credited quiz's picks). */
  @Column({ type: 'int', default: 0 })
  recommendedLines!: number;

  @Column({ type: 'bigint', default: 0 })
  recommendedRevenueCents!: string;
}
