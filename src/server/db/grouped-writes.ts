/**
 * Groups concurrent writes into shared statements. Each commit waits for its own flush to disk
 * whatever its size, so under load most of a single-row write's time is that wait: 50 writers
 * mean 50 flushes queued one after another. Here, while `maxInFlight` statements run, new
 * writes wait, and as soon as one finishes every waiting write (up to `maxGroup`) goes in the
 * next statement. An idle writer sends at once, so a lone request waits for nobody; nothing is
 * answered before its statement has committed, so durability is unchanged.
 */
export interface GroupedWriterOptions {
  maxInFlight: number;
  maxGroup: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * `write` stores a group and answers one result per item, in the items' order; if it throws,
 * every write of that group fails with its error (and only those).
 */
export function groupedWriter<Item, Result>(write: (items: Item[]) => Promise<Result[]>, options: GroupedWriterOptions): (item: Item) => Promise<Result> {
  const queue: Waiting<Item, Result>[] = [];
  let inFlight = 0;

  const sendNextGroup = () => {
    if (inFlight >= options.maxInFlight || queue.length === 0) return;
    const group = queue.splice(0, options.maxGroup);
    inFlight += 1;
    write(group.map((waiting) => waiting.item))
      .then(
        (results) => {
          if (results.length !== group.length) throw new Error(`a grouped write answered ${results.length} results for ${group.length} items`);
          group.forEach((waiting, index) => waiting.resolve(results[index]!));
        },
        (error: unknown) => {
          for (const waiting of group) waiting.reject(error);
        },
      )
      .catch((error: unknown) => {
        for (const waiting of group) waiting.reject(error);
      })
      .finally(() => {
        inFlight -= 1;
        sendNextGroup();
      });
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      sendNextGroup();
    });
}

/**
 * A read that concurrent callers share without ever being served one older than their call:
 * a caller who asks while a read runs waits for the next one, which then answers everyone who
 * asked meanwhile. A burst of requests needing the same row costs a query or two, not one each.
 */
export function sharedFreshRead<Value>(read: () => Promise<Value>): () => Promise<Value> {
  const next = groupedWriter(
    async (callers: null[]) => {
      const value = await read();
      return callers.map(() => value);
    },
    { maxInFlight: 1, maxGroup: Number.POSITIVE_INFINITY },
  );
  return () => next(null);
}
