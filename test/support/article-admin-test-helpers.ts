import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app.js';
import { repCookie } from './rep-session.js';

/** A complete new article with a slug of its own. */
export function newArticle(overrides: Record<string, unknown> = {}) {
  const slug = `test-article-${randomBytes(4).toString('hex')}`;
  return {
    title: `Barrier Repair Basics ${slug.slice(-8)}`,
    slug,
    metaDescription: 'How to calm a stressed skin barrier with fewer, gentler products and a little patience.',
    content: '## Start here\n\nUse a **gentle** cleanser and a moisturiser with ceramides.',
    category: 'skincare-basics',
    tags: ['barrier', 'ceramides'],
    authorName: 'Test Author',
    schemaType: 'Article',
    faqs: [{ question: 'How long does repair take?', answer: 'Usually two to four weeks.' }],
    steps: [],
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PATCH';

/** Calls the app as the signed-in representative. */
export function asRep(t: TestContext) {
  return async (method: Method, url: string, payload?: unknown) => {
    const cookie = await repCookie(t.app);
    return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
  };
}

/** Creates an article through the API and answers its JSON. */
export async function createdArticle(t: TestContext, overrides: Record<string, unknown> = {}) {
  const response = await asRep(t)('POST', '/api/admin/articles', newArticle(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().article as { id: number; slug: string; version: number; title: string; status: string; publishedAt: string | null; updatedAt: string };
}
