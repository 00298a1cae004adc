import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../errors.js';
import { TurnShare } from './turn-share.js';

const TOO_MANY_AT_ONCE = 'Too many requests at once from your connection. Please wait a moment and try again.';
/** What a refused client is told to wait: a burst's requests end within moments. */
const RETRY_AFTER_SECONDS = 1;

/** Built files and product images: cheap, served without the database, and many per page. */
function isStaticFileRoute(route: RouteOptions): boolean {
  // @fastify/static hides its per-file routes from schemas (its `schemaHide` option, on by default).
  if ((route.schema as { hide?: boolean } | undefined)?.hide === true) return true;
  return route.url.startsWith('/uploads/');
}

/** How many requests one address starts in one event-loop turn (turn-share.ts). */
const REQUESTS_PER_TURN = 32;

/**
 * Bounds the requests one client address (request.ip, which follows TRUST_PROXY) has in flight
 * in this process: a request counts from its arrival, waiting for its turn included, until its
 * answer is sent or its connection closes. One arriving past `limit` is refused: it answers 429
 * with Retry-After without waiting for anything but its turn, so one client's burst cannot take
 * every database connection and slow everyone else. Each address starts at most
 * REQUESTS_PER_TURN requests (served or refused) per event-loop turn (turn-share.ts), so a burst
 * read at once cannot hold up everyone else's requests either.
 * Routes registered before this call (the probes) and static files are not counted.
 * Kept in memory per process: each process bounds its own share.
 */
export function boundRequestsInFlightFromHere(app: FastifyInstance, limit: number): void {
  const inFlight = new Map<string, number>();
  const turns = new TurnShare(REQUESTS_PER_TURN);
  const release = (ip: string) => {
    const left = (inFlight.get(ip) ?? 1) - 1;
    if (left > 0) inFlight.set(ip, left);
    else inFlight.delete(ip);
  };
  const admit: onRequestHookHandler = (request, reply, done) => {
    const ip = request.ip;
    const current = inFlight.get(ip) ?? 0;
    // Counted before its turn, so a burst waiting in its queue is over the bound at once.
    const admitted = current < limit;
    if (admitted) inFlight.set(ip, current + 1);
    let closed = false;
    // 'close' comes once the answer is sent, or when the client went away before it (maybe while waiting for its turn).
    reply.raw.once('close', () => {
      closed = true;
      if (admitted) release(ip);
    });
    turns.take(ip, () => {
      if (closed) return done();
      if (!admitted) return done(new AppError('TOO_MANY_REQUESTS', TOO_MANY_AT_ONCE, undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS }));
      done();
    });
  };
  app.addHook('onRoute', (route) => {
    if (isStaticFileRoute(route)) return;
    route.onRequest = [admit, ...[route.onRequest ?? []].flat()];
  });
}
