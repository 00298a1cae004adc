import { describe, expect, it } from 'vitest';
import { isStorableText, text } from './text.js';

describe('text PostgreSQL can store', () => {
  it('keeps every well-formed character, astral ones included', () => {
    for (const value of ['', 'Ann', 'Zoë', '😀 skin', '\u202e\ufeff', '𝒜']) expect(isStorableText(value), value).toBe(true);
  });

  it('refuses NUL and each half of a surrogate pair on its own', () => {
    for (const value of ['\u0000', 'a\u0000b', '\ud800', 'a\udbff', '\udc00a', '\udfff', '\udc00\ud800', '😀'.slice(0, 1)]) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('names the field in the message', () => {
    const result = text('First name').trim().max(80).safeParse('Ann\ud800');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["First name contains a character we can't store"]);
  });
});
