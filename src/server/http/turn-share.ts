/**
 * Shares the event loop's turns between client addresses. Node reads every socket that has data
 * in one turn and runs each request's handler before it gets back to the database's answers, so
 * 1,500 requests of one address read at once make every other visitor's request wait behind
 * them, at each of its database round trips. Here an address starts at most `perTurn` requests
 * in a turn; the rest wait in its own queue and start `perTurn` at a time in the next turns,
 * addresses taking their turns in order. Between two turns Node reads the database's answers
 * and the other addresses' requests, so those wait for a few handlers, not for a whole burst.
 *
 * A connection sends its next request only once its last is answered, so a queue never holds
 * more than an address's open connections, and the burst itself is still served at full speed.
 */
export class TurnShare {
  private readonly startedThisTurn = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();
  private turnEndScheduled = false;

  constructor(private readonly perTurn: number) {}

  /** Runs `start` in this turn if `address` has not used its share of it, else in a later one. */
  take(address: string, start: () => void): void {
    this.scheduleTurnEnd();
    const queue = this.waiting.get(address);
    if (queue) {
      queue.push(start);
      return;
    }
    const started = this.startedThisTurn.get(address) ?? 0;
    if (started < this.perTurn) {
      this.startedThisTurn.set(address, started + 1);
      start();
      return;
    }
    this.waiting.set(address, [start]);
  }

  /** Requests waiting for a later turn (for tests and metrics). */
  get waitingCount(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  private scheduleTurnEnd(): void {
    if (this.turnEndScheduled) return;
    this.turnEndScheduled = true;
    setImmediate(() => this.nextTurn());
  }

  /** A new turn: every address's share is whole again, and each waiting address starts its share. */
  private nextTurn(): void {
    this.turnEndScheduled = false;
    this.startedThisTurn.clear();
    const starting: Array<() => void> = [];
    for (const [address, queue] of this.waiting) {
      const share = queue.splice(0, this.perTurn);
      this.startedThisTurn.set(address, share.length);
      if (queue.length === 0) this.waiting.delete(address);
      starting.push(...share);
    }
    // The next turn is booked before these start, so their counts are cleared after them.
    if (this.waiting.size > 0 || starting.length > 0) this.scheduleTurnEnd();
    for (const start of starting) start();
  }
}
