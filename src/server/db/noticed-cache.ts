import type { ChangeTarget } from './change-listener.js';

/**
 * A value read from the database and kept in memory while PostgreSQL's change notices arrive
 * (`setTrusted(true)`): every process on the database gets them, so a change made anywhere drops
 * every copy. Without notices each call reads the database. `load(kept)` says whether the value
 * will be kept (worth preparing more) or used for one call only. `keptUntil(value)`, when given,
 * bounds how long a kept value is served (a time in ms since the epoch), for what changes
 * without a notice (a scheduled publication, a counter).
 */
export class NoticedCache<T> {
  private cached: Promise<T> | null = null;
  /** Until when the kept value may be served. */
  private expiresAt = Infinity;
  private version = 0;
  private trusted = false;
  private readonly followers: ChangeTarget[] = [];

  constructor(
    private readonly load: (kept: boolean) => Promise<T>,
    private readonly keptUntil?: (value: T) => number,
  ) {}

  current(): Promise<T> {
    if (!this.trusted) return this.load(false);
    if (this.cached && Date.now() < this.expiresAt) return this.cached;
    const versionAtStart = this.version;
    const pending = this.load(true);
    this.cached = pending;
    this.expiresAt = Infinity;
    // Forget a failed read, and one that a change overtook while it ran.
    pending.then(
      (value) => {
        if (this.cached !== pending) return;
        if (this.version !== versionAtStart) this.cached = null;
        else if (this.keptUntil) this.expiresAt = this.keptUntil(value);
      },
      () => {
        if (this.cached === pending) this.cached = null;
      },
    );
    return pending;
  }

  /** The value changed (or may have, while notices were not arriving). */
  invalidate(): void {
    this.dropKept();
    for (const follower of this.followers) follower.invalidate();
  }

  /**
   * Drops this process's copy alone, for a change its followers show with a bounded delay
   * (a counter): they are not made to draw again.
   */
  dropKept(): void {
    this.version += 1;
    this.cached = null;
  }

  /**
   * Reads the value now when it will be kept, so the first requests after a start are answered
   * from memory; a failed read is left to the next caller.
   */
  async warm(): Promise<void> {
    if (this.trusted) await this.current().catch(() => {});
  }

  /** Whether change notices are arriving; only then may the value be kept. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    for (const follower of this.followers) follower.setTrusted(trusted);
    this.invalidate();
  }

  /** Something made from this value (a page that shows it): told of every change, and trusted while this is. */
  follow(follower: ChangeTarget): void {
    this.followers.push(follower);
    follower.setTrusted(this.trusted);
  }
}
