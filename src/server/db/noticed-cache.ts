import type { ChangeTarget } from './change-listener.js';

/**
 * A value read from the database and kept in memory while PostgreSQL's change notices arrive
 * (`setTrusted(true)`): every process on the database gets them, so a change made anywhere drops
 * every copy. Without notices each call reads the database. `load(kept)` says whether the value
 * will be kept (worth preparing more) or used for one call only.
 */
export class NoticedCache<T> {
  private cached: Promise<T> | null = null;
  private version = 0;
  private trusted = false;
  private readonly followers: ChangeTarget[] = [];

  constructor(private readonly load: (kept: boolean) => Promise<T>) {}

  current(): Promise<T> {
    if (!this.trusted) return this.load(false);
    if (this.cached) return this.cached;
    const versionAtStart = this.version;
    const pending = this.load(true);
    this.cached = pending;
    // Forget a failed read, and one that a change overtook while it ran.
    pending.then(
      () => {
        if (this.version !== versionAtStart && this.cached === pending) this.cached = null;
      },
      () => {
        if (this.cached === pending) this.cached = null;
      },
    );
    return pending;
  }

  /** The value changed (or may have, while notices were not arriving). */
  invalidate(): void {
    this.version += 1;
    this.cached = null;
    for (const follower of this.followers) follower.invalidate();
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
