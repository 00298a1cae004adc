import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Each signed push received, by its `webhook-id`: a delivery sent again (a retry, a replay)
 * is answered as before and recorded nothing twice.
 */
@Entity({ name: 'store_order_delivery' })
export class StoreOrderDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  webhookId!: string;

  @Column({ type: 'varchar', length: 40 })
  orderNumber!: string;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
