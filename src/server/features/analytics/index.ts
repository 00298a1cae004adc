import type { FeatureModule } from '../../core/feature-module.js';
import { type DailyRollup, startFoldingPastShards } from '../../db/daily-rollup-shards.js';
import { analyticsRest } from './analytics.rest.js';
import { analyticsRouter } from './analytics.router.js';
import { FunnelDailyTotalEntity } from './funnel-daily-total.entity.js';
import { FunnelEventEntity } from './funnel-event.entity.js';
import { FunnelDepthDailyEntity } from './funnel-depth-daily.entity.js';
import { FunnelPersonEntity } from './funnel-person.entity.js';
import { OutsideBuyerEntity } from './outside-buyer.entity.js';
import { OutsidePurchaseDailyEntity } from './outside-purchase-daily.entity.js';
import { RecommendationDailyEntity } from './recommendation-daily.entity.js';

/** The funnel's daily rollups, kept by triggers on funnel_event. */
export const funnelRollups: DailyRollup[] = [
  { table: 'funnel_daily_total', keys: ['type', 'source'], sums: ['events', 'amountCents'] },
  { table: 'funnel_depth_daily', keys: ['depth', 'source'], sums: ['people'] },
  { table: 'recommendation_daily', keys: ['productId'], sums: ['people'] },
  { table: 'outside_purchase_daily', keys: [], sums: ['purchases'] },
];

/** The representative's dashboard figures, and the funnel events they are counted from. */
export const analyticsFeature = {
  name: 'analytics',
  entities: [FunnelEventEntity, FunnelDailyTotalEntity, FunnelPersonEntity, FunnelDepthDailyEntity, RecommendationDailyEntity, OutsidePurchaseDailyEntity, OutsideBuyerEntity],
  trpc: { analytics: analyticsRouter },
  rest: analyticsRest,
  async start(deps) {
    return startFoldingPastShards(deps.dataSource, funnelRollups, (error) => deps.logger?.error({ err: error }, 'folding the funnel rollups failed'));
  },
} satisfies FeatureModule;
