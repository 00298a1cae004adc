import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides loyalty codes, cart sessions and query strings', () => {
    expect(redactUrl('/api/loyalty/member/GLOW-7Q4K-M2XP')).toBe('/api/loyalty/member/[redacted]');
    expect(redactUrl('/api/loyalty/member/GLOW-7Q4K/transactions')).toBe('/api/loyalty/member/[redacted]/transactions');
    expect(redactUrl('/api/cart/clear/cart_123_abc')).toBe('/api/cart/clear/[redacted]');
    expect(redactUrl('/outcome/12.34.abcdefghijklmnopqrstuvwxyz012345?answer=works')).toBe('/outcome/[redacted]?[redacted]');
    expect(redactUrl('/api/outcomes/12.34.abcdefghijklmnopqrstuvwxyz012345')).toBe('/api/outcomes/[redacted]');
    expect(redactUrl('/api/usage-quiz/0b0f7c3e-5a4e-4c1b-9d3e-2f1a6b7c8d9e/12')).toBe('/api/usage-quiz/[redacted]/12');
    expect(redactUrl('/api/usage-quiz/submit')).toBe('/api/usage-quiz/submit');
    expect(redactUrl('/trpc/loyalty.member?input=%7B%22code%22%7D')).toBe('/trpc/loyalty.member?[redacted]');
    expect(redactUrl('/api/products')).toBe('/api/products');
  });
});
