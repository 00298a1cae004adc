import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Children of a labelled metric, kept by key: prom-client hashes a label object on every
 * `labels()` call, which per request is measurable; a Map lookup is not.
 */
class ChildCache<T> {
  readonly #children = new Map<string, T>();
  constructor(private readonly make: (...labels: string[]) => T) {}
  get(...labels: string[]): T {
    const key = labels.join('\u0000');
    let child = this.#children.get(key);
    if (!child) {
      child = this.make(...labels);
      this.#children.set(key, child);
    }
    return child;
  }
}

/**
 * This process's numbers for Prometheus (served at /metrics by the metrics feature): one
 * registry per app, so tests that build several apps do not share counters. Labels are
 * always bounded sets (route patterns, procedure names, status codes), never raw addresses.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly #requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, per route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [this.registry],
  });

  readonly #requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, per route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly #procedureDuration = new Histogram({
    name: 'trpc_procedure_duration_seconds',
    help: 'Time a tRPC procedure took (each call of a batch on its own), per procedure and outcome.',
    labelNames: ['procedure', 'type', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly #emailsFinished = new Counter({
    name: 'email_messages_finished_total',
    help: 'Send attempts this process finished, by outcome: sent, retry (will try again), failed (given up), suppressed.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly #durationOf = new ChildCache((method, route) => this.#requestDuration.labels(method!, route!));
  readonly #countOf = new ChildCache((method, route, status) => this.#requests.labels(method!, route!, status!));
  readonly #procedureOf = new ChildCache((procedure, type, outcome) => this.#procedureDuration.labels(procedure!, type!, outcome!));

  constructor() {
    // Event-loop lag, heap, CPU, garbage collection, open handles: prom-client's standard set.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /** One answered request; `route` is the route's pattern (e.g. /api/cart/:sessionId). */
  request(method: string, route: string, statusCode: number, seconds: number): void {
    this.#durationOf.get(method, route).observe(seconds);
    this.#countOf.get(method, route, String(statusCode)).inc();
  }

  /** One tRPC call; only procedures that exist reach here, so the names are bounded. */
  procedure(procedure: string, type: string, outcome: string, seconds: number): void {
    this.#procedureOf.get(procedure, type, outcome).observe(seconds);
  }

  emailFinished(outcome: 'sent' | 'retry' | 'failed' | 'suppressed'): void {
    this.#emailsFinished.labels(outcome).inc();
  }
}
