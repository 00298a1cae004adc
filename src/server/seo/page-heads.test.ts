import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../db/data-source.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { OG_IMAGE } from '../../shared/site.js';

// Pages are served from the client build (the test run builds it first, see global-setup.ts).
const t = useTestApp({ SITE_URL: 'https://beauty.example.com' }, { clientDir: path.join(projectRoot, 'dist/client') });

function headOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  return {
    canonicals: all(/<link rel="canonical" href="([^"]+)"/g),
    ogImages: all(/<meta property="og:image" content="([^"]+)"/g),
    ogImageAlt: all(/<meta property="og:image:alt" content="([^"]+)"/g),
    jsonLd: all(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs).map((text) => JSON.parse(text!) as Record<string, unknown>),
  };
}

describe('the head of each public page', () => {
  it.each(['/', '/products', '/quiz', '/quiz-preview', '/loyalty', '/learning-hub', '/support', '/learning-hub/skin-barrier-101'])(
    '%s has one canonical on SITE_URL and a shareable image with its alt text',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: path, headers: { host: 'preview.internal:3000', 'x-forwarded-host': 'evil.example.org' } });
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head.canonicals).toEqual([`https://beauty.example.com${path === '/' ? '/' : path}`]);
      expect(head.ogImages).toEqual([`https://beauty.example.com${OG_IMAGE.path}`]);
      expect(head.ogImageAlt).toHaveLength(1);
    },
  );

  it('the home page names the organisation and the site; the products page lists products with offers', async () => {
    const home = headOf((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(home.jsonLd.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home.jsonLd[0]).toMatchObject({ url: 'https://beauty.example.com', logo: 'https://beauty.example.com/images/logo-512.png' });
    const products = headOf((await t.app.inject({ method: 'GET', url: '/products' })).body);
    const [list] = products.jsonLd as Array<{ '@type': string; itemListElement: Array<{ item: { offers: { price: string } } }> }>;
    expect(list!['@type']).toBe('ItemList');
    expect(list!.itemListElement.length).toBeGreaterThan(10);
    expect(list!.itemListElement[0]!.item.offers.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('an article carries an image and a publisher logo in its Article data', async () => {
    const article = headOf((await t.app.inject({ method: 'GET', url: '/learning-hub/skin-barrier-101' })).body);
    const node = article.jsonLd.find((entry) => entry['@type'] === 'Article');
    expect(node).toMatchObject({
      image: { '@type': 'ImageObject', url: `https://beauty.example.com${OG_IMAGE.path}` },
      publisher: { logo: { '@type': 'ImageObject', url: 'https://beauty.example.com/images/logo-512.png' } },
    });
  });
});
