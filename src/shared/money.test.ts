import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsShort } from './money.js';

describe('money', () => {
  it('formats cents as US dollars, every time it is asked', () => {
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(8900)).toBe('$89.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('drops .00 on whole dollars only in the short form', () => {
    expect(formatCentsShort(8900)).toBe('$89');
    expect(formatCentsShort(4250)).toBe('$42.50');
  });
});
