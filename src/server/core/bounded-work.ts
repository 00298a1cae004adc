/**
 * Runs at most `limit` jobs of one kind at a time in this process. A job that finds every slot
 * taken is refused at once (`refuse()` makes the error), never queued: under a flood, the
 * excess costs a quick answer instead of a growing queue that delays everyone.
 */
export class BoundedWork {
  private running = 0;
  /** Jobs admitted since start, and the most that ran at once: what a test or a metric reads. */
  admitted = 0;
  peak = 0;

  constructor(
    readonly limit: number,
    private readonly refuse: () => Error,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) throw this.refuse();
    this.running++;
    this.admitted++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await job();
    } finally {
      this.running--;
    }
  }
}
