import type { FeatureModule } from '../../core/feature-module.js';
import { analyticsRest } from './analytics.rest.js';
import { analyticsRouter } from './analytics.router.js';
import { FunnelDailyTotalEntity } from './funnel-daily-total.entity.js';
import { FunnelEventEntity } from './funnel-event.entity.js';
import { FunnelDepthDailyEntity } from './funnel-depth-daily.entity.js';
import { FunnelPersonEntity } from './funnel-person.entity.js';
import { RecommendationDailyEntity } from './recommendation-daily.entity.js';

/** The representative's dashboard figures, and the funnel events they are counted from. */
export const analyticsFeature = {
  name: 'analytics',
  entities: [FunnelEventEntity, FunnelDailyTotalEntity, FunnelPersonEntity, FunnelDepthDailyEntity, RecommendationDailyEntity],
  trpc: { analytics: analyticsRouter },
  rest: analyticsRest,
} satisfies FeatureModule;
