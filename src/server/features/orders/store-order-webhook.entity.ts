import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The secret storefront pushes are signed with (Standard Webhooks, `whsec_…`): one row, made or
 * rotated by the representative. After a rotation the previous secret still verifies for a
 * day, so a storefront can be updated without losing orders.
 */
@Entity({ name: 'store_order_webhook' })
export class StoreOrderWebhookEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  previousSecret!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousUntil!: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  rotatedAt!: Date;
}
