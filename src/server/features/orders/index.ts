import type { FeatureModule } from '../../core/feature-module.js';
import { type DailyRollup, startFoldingPastShards } from '../../db/daily-rollup-shards.js';
import { SalesDailyEntity } from './sales-daily.entity.js';
import { SalesPersonEntity } from './sales-person.entity.js';
import { SalesProductDailyEntity } from './sales-product-daily.entity.js';
import { StoreOrderDeliveryEntity } from './store-order-delivery.entity.js';
import { StoreOrderLineEntity } from './store-order-line.entity.js';
import { StoreOrderWebhookEntity } from './store-order-webhook.entity.js';
import { StoreOrderEntity } from './store-order.entity.js';
import { storeOrdersRest } from './store-orders.rest.js';
import { storeOrdersRouter } from './store-orders.router.js';

/** The daily sales rollups (sales-rollups.ts). */
export const salesRollups: DailyRollup[] = [
  { table: 'sales_daily', keys: ['source', 'emailKey'], sums: ['orders', 'revenueCents', 'returnCustomers'] },
  { table: 'sales_product_daily', keys: ['productId'], sums: ['units', 'revenueCents', 'recommendedLines', 'recommendedRevenueCents'] },
];

/**
 * The storefront's orders with their lines: imported from its CSV export or pushed by it
 * (signed), checked against the loyalty programme's purchase claims, and what sales figures count.
 */
export const ordersFeature = {
  name: 'orders',
  entities: [StoreOrderEntity, StoreOrderLineEntity, StoreOrderWebhookEntity, StoreOrderDeliveryEntity, SalesDailyEntity, SalesProductDailyEntity, SalesPersonEntity],
  trpc: { storeOrders: storeOrdersRouter },
  rest: storeOrdersRest,
  async start(deps) {
    return startFoldingPastShards(deps.dataSource, salesRollups, (error) => deps.logger?.error({ err: error }, 'folding the sales rollups failed'));
  },
} satisfies FeatureModule;
