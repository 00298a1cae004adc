import { describe, expect, it } from 'vitest';
import { normaliseSource } from './visit-source.js';

describe('where a visit came from', () => {
  it('normalises the names campaigns give utm_source', () => {
    expect(['Instagram', 'IG', 'instagram.com', 'www.instagram.com'].map(normaliseSource)).toEqual(['instagram', 'instagram', 'instagram', 'instagram']);
    expect(['fb', 'Facebook', 'tiktok', 'Pinterest', 'youtu.be', 'YouTube', 'google', 'adwords', 'newsletter', 'Klaviyo', 'E-mail'].map(normaliseSource)).toEqual([
      'facebook',
      'facebook',
      'tiktok',
      'pinterest',
      'youtube',
      'youtube',
      'google',
      'google',
      'email',
      'email',
      'email',
    ]);
    expect(normaliseSource('spring-flyer')).toBe('other');
    expect(normaliseSource('direct')).toBe('direct');
  });
});
