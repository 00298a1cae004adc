import { describe, expect, it } from 'vitest';
import { centsAsDollars, dollarsMessage, formatCents, formatCentsShort, parseDollars } from './money.js';

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

describe('dollars as typed', () => {
  it('reads the ways a representative writes an amount', () => {
    expect(parseDollars('24.5')).toBe(2450);
    expect(parseDollars('24.50')).toBe(2450);
    expect(parseDollars('$24.50')).toBe(2450);
    expect(parseDollars('$ 24.50')).toBe(2450);
    expect(parseDollars(' 24 ')).toBe(2400);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('1,234.56')).toBe(123456);
    expect(parseDollars('$1,000,000')).toBe(100_000_000);
  });

  it('keeps cents exact where floating point would not (0.29 * 100 = 28.999…)', () => {
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('1.15')).toBe(115);
    expect(parseDollars('4.35')).toBe(435);
  });

  it('refuses what is not an amount in dollars', () => {
    for (const bad of ['', 'abc', '-1', '-24.50', '24.505', '24.', '.5', '24,50', '1,23.45', '12,3456', '2 4', '24.50$', 'US$24', '1e3', '0x10', 'Infinity', 'NaN', '$']) {
      expect(parseDollars(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('refuses huge amounts instead of losing cents, and reads large ones exactly', () => {
    expect(parseDollars('999999999999.99')).toBe(99_999_999_999_999);
    expect(Number.isSafeInteger(parseDollars('999999999999.99'))).toBe(true);
    expect(parseDollars('1000000000000')).toBeNull();
    expect(parseDollars('9'.repeat(400))).toBeNull();
  });

  it('turns cents back into what the form shows', () => {
    expect(centsAsDollars(2450)).toBe('24.50');
    expect(centsAsDollars(7)).toBe('0.07');
    expect(parseDollars(centsAsDollars(123456))).toBe(123456);
  });

  it('says what to type, in dollars, naming the field', () => {
    expect(dollarsMessage('Price')).toBe('Price must be an amount in dollars, like 24.50');
    expect(dollarsMessage('Original price')).toBe('Original price must be an amount in dollars, like 24.50');
  });
});
