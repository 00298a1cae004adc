import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import type { AppMetrics } from '../core/app-metrics.js';

/**
 * The label a route's requests are counted under: its pattern, so `/api/cart/abc` and
 * `/api/cart/xyz` are one series. Built files (one route each, with hashed names that change
 * every build) are one label, and so are pages (the one catch-all route that draws them).
 */
function routeLabel(route: RouteOptions): string {
  // @fastify/static hides its per-file routes from schemas (its `schemaHide` option, on by default).
  if ((route.schema as { hide?: boolean } | undefined)?.hide === true) return 'static files';
  if (route.url === '/*') return 'pages';
  return route.url;
}

/**
 * Times every route registered from now on: one onResponse hook per route, with its label
 * worked out once here rather than per request. Fastify measures from the request's arrival
 * (`reply.elapsedTime`), so no onRequest hook is needed. Routes registered before this call
 * (the /health and /ready probes) stay untimed: they must cost nothing.
 */
export function timeRoutesFromHere(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onRoute', (route) => {
    const recordRequest = metrics.requestRecorder([route.method].flat().join(','), routeLabel(route));
    const record: onResponseHookHandler = (_request, reply, done) => {
      recordRequest(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), record];
  });
}
