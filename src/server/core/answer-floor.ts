import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers no sooner than `floorMs` after the call, whatever the work did. For calls whose answer
 * must not reveal, by how long it took, whether an address was known (the work differs, the
 * answer may not).
 */
export async function withAnswerFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const floor = sleep(floorMs);
  try {
    return await work();
  } finally {
    await floor;
  }
}
