import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { metricsAccessGranted, metricsAccessStrategy } from './metrics-access.js';
import { getShopHealth } from './shop-health.service.js';

export const metricsRest: RestPlugin = (app, deps) => {
  app.get('/api/admin/shop-health', { preHandler: backOffice('owner').preHandler(deps) }, async () => getShopHealth(deps));

  // Without a token there is no /metrics route at all: the address is as unknown as any other.
  const token = deps.env.METRICS_TOKEN;
  if (token === undefined) return;
  app.addConstraintStrategy(metricsAccessStrategy(token));
  app.get('/metrics', { constraints: metricsAccessGranted, compress: false }, async (_request, reply) => {
    // The database figures first (one read, shared with any scrape already running), then
    // everything in the registry, this process's request and runtime numbers included.
    await deps.shopSnapshot.read();
    const body = await deps.metrics.registry.metrics();
    return reply.type(deps.metrics.registry.contentType).header('Cache-Control', 'no-store').send(body);
  });
};
