import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductEntity } from '../catalog/api.js';
import { StoreOrderEntity } from './store-order.entity.js';

/**
 * One line of a store order. A line whose product the catalogue does not know is kept with the
 * text the storefront sent (productId null): flagged, never dropped.
 */
@Entity({ name: 'store_order_line' })
@Index(['orderId', 'position'], { unique: true })
export class StoreOrderLineEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'bigint' })
  orderId!: string;

  @ManyToOne(() => StoreOrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: StoreOrderEntity;

  /** The line's place in its order, from 1. */
  @Column({ type: 'smallint' })
  position!: number;

  @Index()
  @Column({ type: 'int', nullable: true })
  productId!: number | null;

  @ManyToOne(() => ProductEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'productId' })
  product?: ProductEntity;

  /** The product as the storefront named it (its SKU, slug or name). */
  @Column({ type: 'varchar', length: 200 })
  productText!: string;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'int' })
  lineTotalCents!: number;

  /** Its product was among the picks of the quiz the order is attributed to: a recommended purchase. */
  @Column({ type: 'boolean', default: false })
  recommended!: boolean;
}
