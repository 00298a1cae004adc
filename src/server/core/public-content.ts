import type { ChangeTarget } from '../db/change-listener.js';

/**
 * The version of what the public pages show (catalogue, articles, settings, rules): a page kept
 * as bytes is good while the version it was drawn at is current. Each kind of content is a
 * source, driven like a cache by its table's change notices; a source whose notices are not
 * arriving makes pages uncacheable until they are back. A writer in this process calls
 * `invalidate()` when its transaction ends (see transactionChanging), not waiting for the notice.
 */
export class PublicContent {
  private counter = 0;
  /** Sources without working change notices. */
  private readonly unsure = new Set<string>();

  get version(): number {
    return this.counter;
  }

  /** Whether every source reports its changes, so pages may be kept. */
  get cacheable(): boolean {
    return this.unsure.size === 0;
  }

  /** Some content changed. */
  invalidate(): void {
    this.counter += 1;
  }

  /** A source of page content; unsure until its notices are known to arrive. */
  source(name: string): ChangeTarget {
    this.unsure.add(name);
    return {
      invalidate: () => this.invalidate(),
      setTrusted: (trusted) => {
        if (trusted) this.unsure.delete(name);
        else this.unsure.add(name);
        this.invalidate();
      },
    };
  }
}
