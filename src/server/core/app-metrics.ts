import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

type RequestCountChild = ReturnType<Counter<'method' | 'route' | 'status_code'>['labels']>;
type ProcedureChild = ReturnType<Histogram<'procedure' | 'type' | 'outcome'>['labels']>;

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

  /** Procedures' children by "procedure type outcome": prom-client hashes a label object on every `labels()` call. */
  readonly #procedureChildren = new Map<string, ProcedureChild>();

  constructor() {
    // Event-loop lag, heap, CPU, garbage collection, open handles: prom-client's standard set.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /**
   * What records the requests of one route (`route` is its pattern, e.g. /api/cart/:sessionId),
   * made once when the route is registered so that a request pays only for the two updates.
   */
  requestRecorder(method: string, route: string): (statusCode: number, seconds: number) => void {
    const duration = this.#requestDuration.labels(method, route);
    const countByStatus = new Map<number, RequestCountChild>();
    return (statusCode, seconds) => {
      duration.observe(seconds);
      let count = countByStatus.get(statusCode);
      if (!count) {
        count = this.#requests.labels(method, route, String(statusCode));
        countByStatus.set(statusCode, count);
      }
      count.inc();
    };
  }

  /** One tRPC call; only procedures that exist reach here, so the names are bounded. */
  procedure(procedure: string, type: string, outcome: string, seconds: number): void {
    const key = `${procedure} ${type} ${outcome}`;
    let child = this.#procedureChildren.get(key);
    if (!child) {
      child = this.#procedureDuration.labels(procedure, type, outcome);
      this.#procedureChildren.set(key, child);
    }
    child.observe(seconds);
  }

  emailFinished(outcome: 'sent' | 'retry' | 'failed' | 'suppressed' | 'skipped'): void {
    this.#emailsFinished.labels(outcome).inc();
  }
}
