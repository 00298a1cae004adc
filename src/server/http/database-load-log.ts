import type { FastifyBaseLogger } from 'fastify';

/** At most one load line per this long, however many requests were turned away. */
const LOG_EVERY_MS = 10_000;

/**
 * Requests answered 503 "busy" because every database connection stayed in use for the whole
 * wait: load, not an outage (the database answers; there are only more requests than
 * connections). A burst logs one warning, then at most one line every ten seconds with how many
 * requests were turned away since the last one, instead of a line per request. Each process
 * keeps its own count.
 */
export class DatabaseLoadLog {
  private busyAnswers = 0;
  private quietUntil = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** A request found no free connection in time and was answered 503 busy. */
  busy(): void {
    this.busyAnswers += 1;
    const now = Date.now();
    if (now < this.quietUntil) return;
    this.log.warn({ busyAnswers: this.busyAnswers }, 'database busy: every connection in use, answering 503 busy, try again (load, not an outage)');
    this.busyAnswers = 0;
    this.quietUntil = now + LOG_EVERY_MS;
  }
}
