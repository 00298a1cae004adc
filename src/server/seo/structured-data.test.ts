import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Report, structuredDataTestHtml } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../db/data-source.js';
import { useTestApp } from '../../../test/support/test-app.js';

// Pages are served from the client build (the test run builds it first, see global-setup.ts).
const t = useTestApp({ SITE_URL: 'https://beauty.example.com' }, { clientDir: path.join(projectRoot, 'dist/client') });

/** Pages that must stay public; the sitemap may list more (every article), and those are checked too. */
const REQUIRED_PAGES = [
  '/',
  '/products',
  '/learning-hub',
  '/learning-hub/skin-barrier-101',
  '/learning-hub/how-to-apply-sunscreen',
  '/quiz',
  '/quiz-preview',
  '/loyalty',
  '/support',
];

/** The Schema.org types a page must carry, so that losing its JSON-LD fails rather than passes. */
function requiredSchemas(pagePath: string): string[] {
  if (pagePath === '/') return ['Organization', 'WebSite'];
  if (pagePath === '/products') return ['ItemList'];
  if (pagePath.startsWith('/learning-hub/')) return ['Article'];
  return [];
}

let origin = '';
let pages: string[] = [];
const html = new Map<string, string>();

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const location of locations) expect(location.startsWith(t.deps.env.SITE_URL)).toBe(true);
  pages = locations.map((location) => location.slice(t.deps.env.SITE_URL.length) || '/');
  for (const page of pages) {
    const response = await fetch(origin + page);
    expect(response.status, page).toBe(200);
    html.set(page, await response.text());
  }
});

async function validate(pageHtml: string, schemas: string[]): Promise<Report> {
  try {
    // The HTML, not a URL: the tool would otherwise fetch the page itself.
    return await structuredDataTestHtml(pageHtml, { presets: [presets.Google, presets.Twitter, presets.Facebook], schemas });
  } catch (error) {
    if ((error as { type?: string }).type === 'VALIDATION_FAILED') return (error as { res: Report }).res;
    throw error;
  }
}

/** The head's tags of one kind, whatever the order of their attributes. */
function headTags(pageHtml: string, tag: 'link' | 'meta', attribute: string, value: string): string[] {
  const head = pageHtml.slice(0, pageHtml.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
    .map((match) => match[0])
    .filter((element) => element.includes(`${attribute}="${value}"`));
}

function attributeOf(element: string, name: string): string | undefined {
  return element.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
}

describe('the public pages as a crawler fetches them', () => {
  it('the sitemap lists every page that must stay public', () => {
    expect(pages).toEqual(expect.arrayContaining(REQUIRED_PAGES));
  });

  it('carry structured data and share tags an independent validator accepts', async () => {
    const failures: Record<string, string[]> = {};
    for (const page of pages) {
      const report = await validate(html.get(page)!, requiredSchemas(page));
      const problems = report.failed.map(
        (check) => `${(check.groups ?? [check.group]).join(' > ')}: ${check.description} (${check.error?.message ?? check.test})`,
      );
      if (problems.length > 0) failures[page] = problems;
      expect(report.schemas, page).toEqual(expect.arrayContaining(requiredSchemas(page)));
    }
    expect(failures).toEqual({});
  });

  it('have one canonical URL on SITE_URL, one share image and its alt text', () => {
    const siteUrl = t.deps.env.SITE_URL;
    for (const page of pages) {
      const pageHtml = html.get(page)!;
      const canonicals = headTags(pageHtml, 'link', 'rel', 'canonical');
      expect(canonicals, page).toHaveLength(1);
      expect(pageHtml.match(/rel="canonical"/g), `${page}: a canonical outside the head`).toHaveLength(1);
      expect(attributeOf(canonicals[0]!, 'href'), page).toBe(siteUrl + page);
      const images = headTags(pageHtml, 'meta', 'property', 'og:image');
      expect(images, page).toHaveLength(1);
      expect(attributeOf(images[0]!, 'content')?.startsWith(`${siteUrl}/`), page).toBe(true);
      const alts = headTags(pageHtml, 'meta', 'property', 'og:image:alt');
      expect(alts, page).toHaveLength(1);
      expect(attributeOf(alts[0]!, 'content'), page).toBeTruthy();
    }
  });
});
