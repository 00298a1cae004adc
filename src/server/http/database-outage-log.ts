import type { FastifyBaseLogger } from 'fastify';

const PROBE_EVERY_MS = 1000;

function causeOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' || typeof candidate.message === 'string') {
      return [candidate.code, candidate.message].filter((part) => typeof part === 'string').join(': ').slice(0, 200);
    }
    current = candidate.driverError ?? candidate.cause;
  }
  return 'unknown';
}

/**
 * While PostgreSQL is unreachable every request fails the same way: the log says so once, with
 * the cause, instead of a stack per request; a probe then checks the database every second and,
 * once it answers, one line says it is back and how many requests failed meanwhile. Each
 * process keeps its own count.
 */
export class DatabaseOutageLog {
  private failedRequests = 0;
  private down = false;
  private probe: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly reachable: () => Promise<unknown>,
  ) {}

  /** A request failed because the database could not be reached. */
  failure(error: unknown): void {
    this.failedRequests += 1;
    if (this.down || this.stopped) return;
    this.down = true;
    this.log.error({ cause: causeOf(error) }, 'database unreachable: answering 503 until it is back');
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    this.probe = setTimeout(() => void this.check(), PROBE_EVERY_MS);
    this.probe.unref();
  }

  private async check(): Promise<void> {
    try {
      await this.reachable();
    } catch {
      if (!this.stopped) this.scheduleProbe();
      return;
    }
    this.log.info({ failedRequests: this.failedRequests }, 'database reachable again');
    this.down = false;
    this.failedRequests = 0;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.probe);
  }
}
