import type { FeatureModule } from '../../core/feature-module.js';
import { metricsRest } from './metrics.rest.js';
import { shopGauges } from './shop-gauges.js';
import { shopHealthRouter } from './shop-health.router.js';
import { SharedShopSnapshot } from './shop-snapshot.js';

/**
 * Numbers an operator watches: GET /metrics for Prometheus (behind METRICS_TOKEN) and the
 * dashboard's "Shop health" card, both from one read of the database's figures.
 */
export const metricsFeature = {
  name: 'metrics',
  trpc: { shopHealth: shopHealthRouter },
  rest: metricsRest,
  async start(deps) {
    const gauges = shopGauges(deps.metrics.registry, deps.dataSource);
    deps.shopSnapshot = new SharedShopSnapshot(deps.dataSource, gauges.update);
    return { stop: async () => {} };
  },
} satisfies FeatureModule;
