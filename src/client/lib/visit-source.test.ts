import { describe, expect, it } from 'vitest';
import { sourceOfVisit } from './visit-source';

const own = 'beautymatch.example';

describe('the source of a visit, from its first page', () => {
  it('prefers utm_source, then an email medium, then an ad click id, then the referring site, else direct', () => {
    expect(sourceOfVisit('?utm_source=ig&utm_medium=social&fbclid=abc', 'https://www.google.com/', own)).toBe('instagram');
    expect(sourceOfVisit('?utm_medium=email&utm_campaign=spring', '', own)).toBe('email');
    expect(sourceOfVisit('?fbclid=IwAR0x', 'https://l.instagram.com/', own)).toBe('facebook');
    expect(sourceOfVisit('?gclid=Cj0K', '', own)).toBe('google');
    expect(sourceOfVisit('?ttclid=E.C', '', own)).toBe('tiktok');
    expect(sourceOfVisit('', 'https://l.instagram.com/', own)).toBe('instagram');
    expect(sourceOfVisit('', 'https://lm.facebook.com/l.php?u=x', own)).toBe('facebook');
    expect(sourceOfVisit('', 'https://www.google.co.uk/', own)).toBe('google');
    expect(sourceOfVisit('', 'https://uk.pinterest.co.uk/pin/1', own)).toBe('pinterest');
    expect(sourceOfVisit('', 'https://t.co/abc', own)).toBe('social');
    expect(sourceOfVisit('', 'https://duckduckgo.com/', own)).toBe('search');
    expect(sourceOfVisit('', 'https://mail.google.com/mail/u/0/', own)).toBe('email');
    expect(sourceOfVisit('', 'https://a-beauty-blog.example/post', own)).toBe('referral');
    expect(sourceOfVisit('', `https://${own}/products`, own)).toBe('direct');
    expect(sourceOfVisit('', '', own)).toBe('direct');
    expect(sourceOfVisit('', 'not a url', own)).toBe('direct');
  });
});
