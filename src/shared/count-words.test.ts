import { describe, expect, it } from 'vitest';
import { countOf } from './count-words.js';

describe('countOf', () => {
  it('is singular for exactly one and plural otherwise, with thousands separated', () => {
    expect(countOf(1, 'message')).toBe('1 message');
    expect(countOf(0, 'message')).toBe('0 messages');
    expect(countOf(2, 'point')).toBe('2 points');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(1204, 'person', 'people')).toBe('1,204 people');
  });
});
