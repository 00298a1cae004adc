import { describe, expect, it } from 'vitest';
import { productSlugSchema } from './admin-products.js';
import { slugFromName } from './slug.js';

describe('slug from a name', () => {
  it('keeps lower-case words joined by single hyphens', () => {
    expect(slugFromName('Gentle Oat Cream Cleanser', 120)).toBe('gentle-oat-cream-cleanser');
    expect(slugFromName('  Crème Riche — SPF 30!! ', 120)).toBe('creme-riche-spf-30');
    expect(slugFromName('!!!', 120)).toBe('');
  });

  it('never ends on a hyphen when cut to its length, so the product schema accepts it', () => {
    const slug = slugFromName('Serum '.repeat(40), 120);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(productSlugSchema.safeParse(slug).success).toBe(true);
  });
});
