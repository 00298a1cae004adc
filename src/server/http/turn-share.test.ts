import { describe, expect, it } from 'vitest';
import { TurnShare } from './turn-share.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnShare', () => {
  it('starts at most its share of one address in a turn, and the rest in order in the next turns', async () => {
    const turns = new TurnShare(3);
    const started: string[] = [];
    for (let n = 1; n <= 8; n++) turns.take('burst', () => started.push(`burst ${n}`));
    expect(started).toEqual(['burst 1', 'burst 2', 'burst 3']);
    expect(turns.waitingCount).toBe(5);
    await nextTurn();
    expect(started).toHaveLength(6);
    await nextTurn();
    expect(started).toEqual(Array.from({ length: 8 }, (_, index) => `burst ${index + 1}`));
    expect(turns.waitingCount).toBe(0);
  });

  it('starts another address at once while one address waits, and gives waiting addresses turns alike', async () => {
    const turns = new TurnShare(2);
    const started: string[] = [];
    for (let n = 1; n <= 6; n++) turns.take('a', () => started.push(`a${n}`));
    for (let n = 1; n <= 4; n++) turns.take('b', () => started.push(`b${n}`));
    turns.take('bystander', () => started.push('bystander'));
    expect(started).toEqual(['a1', 'a2', 'b1', 'b2', 'bystander']);
    await nextTurn();
    expect(started.slice(5)).toEqual(['a3', 'a4', 'b3', 'b4']);
    // A request of a waiting address queues behind its earlier ones, even at a new turn's start.
    turns.take('a', () => started.push('a7'));
    await nextTurn();
    expect(started.slice(9)).toEqual(['a5', 'a6']);
    await nextTurn();
    expect(started.slice(11)).toEqual(['a7']);
  });
});
