import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The route constraint that lets a request with the right bearer token reach /metrics. */
export const METRICS_ACCESS = 'metricsAccess';
const GRANTED = 'granted';

/**
 * A Fastify route constraint (the router's documented `addConstraintStrategy`): the /metrics
 * route matches only a request that carries `Authorization: Bearer <METRICS_TOKEN>`. Any other
 * request to /metrics finds no route there and falls through to whatever answers an unknown
 * address (the page 404, or the API 404 without a client build), byte for byte, so nothing
 * tells a stranger the address exists. The router derives constraints for every request:
 * this returns at once unless the path is /metrics and an Authorization header is present.
 * Tokens are compared as SHA-256 digests in constant time, so neither length nor content leaks.
 */
export function metricsAccessStrategy(token: string): ConstraintStrategy {
  const expected = digest(`Bearer ${token}`);
  return {
    name: METRICS_ACCESS,
    mustMatchWhenDerived: false,
    storage() {
      const handlers = new Map<unknown, ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>();
      return {
        get: (value) => handlers.get(value) ?? null,
        set: (value, handler) => void handlers.set(value, handler),
      };
    },
    deriveConstraint(request: IncomingMessage): string | undefined {
      const authorization = request.headers.authorization;
      if (authorization === undefined || !request.url?.startsWith('/metrics')) return undefined;
      return timingSafeEqual(digest(authorization), expected) ? GRANTED : undefined;
    },
  };
}

/** What the /metrics route asks of a request. */
export const metricsAccessGranted = { [METRICS_ACCESS]: GRANTED };
