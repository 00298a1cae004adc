import { describe, expect, it } from 'vitest';
import { groupedWriter, sharedFreshRead } from './grouped-writes.js';

/** A write whose statements finish only when the test says so. */
function controlledWrite() {
  const groups: { items: number[]; finish(results?: string[]): void; fail(error: Error): void }[] = [];
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      groups.push({ items, finish: (results) => resolve(results ?? items.map((item) => `stored ${item}`)), fail: reject });
    });
  return { groups, write };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupedWriter', () => {
  it('sends a lone write at once and groups the writes that arrive while statements run', async () => {
    const { groups, write } = controlledWrite();
    const store = groupedWriter(write, { maxInFlight: 1, maxGroup: 10 });
    const first = store(1);
    await tick();
    expect(groups.map((group) => group.items)).toEqual([[1]]);
    const rest = [2, 3, 4].map(store);
    await tick();
    expect(groups).toHaveLength(1);
    groups[0]!.finish();
    expect(await first).toBe('stored 1');
    await tick();
    expect(groups.map((group) => group.items)).toEqual([[1], [2, 3, 4]]);
    groups[1]!.finish();
    expect(await Promise.all(rest)).toEqual(['stored 2', 'stored 3', 'stored 4']);
  });

  it('keeps at most maxInFlight statements running, each with at most maxGroup writes', async () => {
    const { groups, write } = controlledWrite();
    const store = groupedWriter(write, { maxInFlight: 2, maxGroup: 3 });
    const all = Array.from({ length: 9 }, (_, n) => store(n));
    await tick();
    expect(groups.map((group) => group.items)).toEqual([[0], [1]]);
    groups[0]!.finish();
    groups[1]!.finish();
    await tick();
    expect(groups.slice(2).map((group) => group.items)).toEqual([[2, 3, 4], [5, 6, 7]]);
    groups[2]!.finish();
    await tick();
    expect(groups[4]!.items).toEqual([8]);
    groups[3]!.finish();
    groups[4]!.finish();
    expect(await Promise.all(all)).toHaveLength(9);
  });

  it('fails only the writes of the group whose statement failed, and carries on', async () => {
    const { groups, write } = controlledWrite();
    const store = groupedWriter(write, { maxInFlight: 1, maxGroup: 10 });
    const first = store(1);
    const second = store(2);
    await tick();
    groups[0]!.fail(new Error('database unreachable'));
    await expect(first).rejects.toThrow('database unreachable');
    await tick();
    groups[1]!.finish();
    expect(await second).toBe('stored 2');
  });

  it('fails the group when the statement answers the wrong number of results', async () => {
    const { groups, write } = controlledWrite();
    const store = groupedWriter(write, { maxInFlight: 1, maxGroup: 10 });
    const one = store(1);
    await tick();
    groups[0]!.finish([]);
    await expect(one).rejects.toThrow('answered 0 results for 1 items');
  });
});

describe('sharedFreshRead', () => {
  it('answers callers who asked while a read ran from the next read, never from the one already running', async () => {
    let version = 0;
    const reads: Array<() => void> = [];
    const read = sharedFreshRead(
      () =>
        new Promise<number>((resolve) => {
          const seen = version;
          reads.push(() => resolve(seen));
        }),
    );
    const first = read();
    await tick();
    version = 1; // changed while the first read runs: later callers must see it
    const later = [read(), read(), read()];
    await tick();
    expect(reads).toHaveLength(1);
    reads[0]!();
    expect(await first).toBe(0);
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
  });
});
