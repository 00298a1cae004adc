import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { projectRoot } from '../../db/data-source.js';
import { insertArticle } from './articles.seeder.js';

// The head is the article route's own (src/client/features/articles/routes.ts), rendered from the
// client build (the test run builds it first, see global-setup.ts).
const t = useTestApp({ SITE_URL: 'https://beauty.example.com' }, { clientDir: path.join(projectRoot, 'dist/client') });

/** The parts of a served page a crawler without JavaScript reads. */
function readHead(page: string) {
  const html = page.slice(0, page.indexOf('</head>'));
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  const decode = (value: string | undefined) =>
    value?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    title: decode(attr(/<title>([^<]*)<\/title>/)),
    description: decode(attr(/<meta name="description" content="([^"]*)"/)),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogType: attr(/<meta property="og:type" content="([^"]*)"/),
    ogTitle: decode(attr(/<meta property="og:title" content="([^"]*)"/)),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    published: attr(/<meta property="article:published_time" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    scriptCount: (html.match(/<script/g) ?? []).length,
    jsonLd,
  };
}

describe('server-rendered head of /learning-hub/:slug', () => {
  it('carries the title, description, canonical, Open Graph and Article + FAQPage + HowTo JSON-LD', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/learning-hub/how-to-apply-sunscreen' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const head = readHead(response.body);
    expect(head.title).toBe('How to Apply Sunscreen Correctly, and Reapply Over Makeup | BeautyMatch™');
    expect(head.description).toMatch(/^How much sunscreen to use/);
    expect(head.canonical).toBe('https://beauty.example.com/learning-hub/how-to-apply-sunscreen');
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogType).toBe('article');
    expect(head.ogTitle).toBe(head.title);
    expect(head.published).toBe('2024-11-12T09:00:00.000Z');
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['Article', 'FAQPage', 'HowTo']);
    const [articleLd, faqLd, howToLd] = head.jsonLd as [Record<string, unknown>, { mainEntity: unknown[] }, { step: { position: number; name: string }[]; totalTime: string }];
    expect(articleLd).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'How to Apply Sunscreen Correctly, and Reapply Over Makeup',
      author: { '@type': 'Person', name: 'Sofia Delgado' },
      datePublished: '2024-11-12T09:00:00.000Z',
      mainEntityOfPage: { '@id': head.canonical },
    });
    expect(faqLd.mainEntity).toHaveLength(3);
    expect(faqLd.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(howToLd.step.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(howToLd.step[0]!.name).toBe('Finish your skincare first');
    expect(howToLd.totalTime).toBe('PT3M');
  });

  it('leaves out HowTo for an article without steps', async () => {
    const head = readHead((await t.app.inject({ method: 'GET', url: '/learning-hub/skin-barrier-101' })).body);
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['Article', 'FAQPage']);
  });

  it('answers 404 with noindex for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/learning-hub/no-such-article' });
    expect(response.statusCode).toBe(404);
    const head = readHead(response.body);
    expect(head.title).toBe('Article Not Found | BeautyMatch™');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
    const encoded = await t.app.inject({ method: 'GET', url: '/learning-hub/%3Cscript%3E' });
    expect(encoded.statusCode).toBe(404);
    // The address is never written back into the page as markup.
    expect(encoded.body).not.toMatch(/learning-hub\/<script/i);
    const malformed = await t.app.inject({ method: 'GET', url: '/learning-hub/%E0%A4%A' });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('keeps markup in article data from breaking out of the head', async () => {
    await t.db.dataSource.transaction((manager) =>
      insertArticle(manager, {
        slug: 'markup-in-fields',
        title: 'Tags </script><script>alert(1)</script> & "quotes"',
        metaDescription: 'A description with <b>markup</b> and "quotes".',
        category: 'ingredients',
        tags: ['<img src=x onerror=alert(1)>'],
        authorName: 'Test Author',
        publishedAt: '2024-01-01T00:00:00Z',
        viewCount: 0,
        schemaType: 'Article',
        content: 'Body <script>alert(1)</script>',
        faqs: [{ question: 'Q </script>?', answer: 'A' }],
      }),
    );
    // Written around the editor, as another process would: the kept articles follow the change notice.
    const response = await vi.waitFor(async () => {
      const page = await t.app.inject({ method: 'GET', url: '/learning-hub/markup-in-fields' });
      expect(page.statusCode).toBe(200);
      return page;
    }, { timeout: 15_000, interval: 100 });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    const head = readHead(response.body);
    // Nothing but the JSON-LD and the app's own inline script (taps before hydration).
    expect(head.scriptCount).toBe(head.jsonLd.length + 1);
    expect(head.title).toBe('Tags </script><script>alert(1)</script> & "quotes" | BeautyMatch™');
    expect(head.jsonLd[0]).toMatchObject({ headline: 'Tags </script><script>alert(1)</script> & "quotes"' });
  });
});
