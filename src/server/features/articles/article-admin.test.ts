import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CHANGED_SINCE_OPENED, ARTICLE_SLUG_TAKEN } from '../../../shared/article-admin.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, createdArticle, newArticle } from '../../../../test/support/article-admin-test-helpers.js';

const t = useTestApp();
const admin = asRep(t);

async function auditOf(id: number) {
  return (await admin('GET', `/api/admin/audit?area=article&subject=${id}`)).json().entries as Array<{ action: string; before: unknown; after: unknown }>;
}

describe('the articles back-office', () => {
  it("is the representative's only", async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/articles'],
      ['GET', '/api/admin/articles/1'],
      ['GET', '/api/admin/articles/slug-available?slug=abc'],
      ['POST', '/api/admin/articles'],
      ['PATCH', '/api/admin/articles/1'],
      ['POST', '/api/admin/articles/1/publish'],
      ['POST', '/api/admin/articles/1/unpublish'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    // Refused before the body is read.
    const large = await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ content: 'x'.repeat(400_000) }) });
    expect(large.statusCode).toBe(401);
    await expect(t.caller.articleAdmin.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.articleAdmin.create(newArticle() as never)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses what a cross-site form can send (415), even with the session cookie', async () => {
    const cookie = await repCookie(t.app);
    for (const [url, type] of [
      ['/api/admin/articles', 'text/plain'],
      ['/api/admin/articles', 'application/x-www-form-urlencoded'],
      ['/trpc/articleAdmin.create', 'multipart/form-data; boundary=xyz'],
      ['/trpc/articleAdmin.update', 'text/plain'],
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': type }, payload: JSON.stringify(newArticle()) });
      expect(response.statusCode, `${url} as ${type}`).toBe(415);
    }
  });

  it('creates a draft (201) with its FAQs and steps in order, and audits it', async () => {
    const input = newArticle({
      faqs: [
        { question: 'First?', answer: 'One.' },
        { question: 'Second?', answer: 'Two.' },
      ],
      steps: [
        { title: 'Cleanse', description: 'Gently.' },
        { title: 'Moisturise', description: 'Generously.' },
      ],
      schemaType: 'HowTo',
    });
    const response = await admin('POST', '/api/admin/articles', input);
    expect(response.statusCode, response.body).toBe(201);
    const { article } = response.json();
    expect(article).toMatchObject({ ...input, status: 'draft', publishedAt: null, version: 1, viewCount: 0 });
    expect(article.steps).toEqual([
      { stepNumber: 1, title: 'Cleanse', description: 'Gently.' },
      { stepNumber: 2, title: 'Moisturise', description: 'Generously.' },
    ]);
    expect((await admin('GET', `/api/admin/articles/${article.id}`)).json().article).toEqual(article);
    expect(await auditOf(article.id)).toEqual([expect.objectContaining({ action: 'create', before: null, after: expect.objectContaining({ slug: input.slug }) })]);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(201) }],
    ['slug', { slug: 'Not A Slug' }],
    ['slug', { slug: 'double--hyphen' }],
    ['slug', { slug: '-leading' }],
    ['metaDescription', { metaDescription: 'x'.repeat(321) }],
    ['content', { content: '' }],
    ['content', { content: 'x'.repeat(100_001) }],
    ['content', { content: 'Bad\u0000byte' }],
    ['category', { category: 'makeup' }],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `tag-${i}`) }],
    ['tags.0', { tags: ['x'.repeat(41)] }],
    ['tags', { tags: ['Retinol', 'retinol'] }],
    ['authorName', { authorName: '   ' }],
    ['schemaType', { schemaType: 'Recipe' }],
    ['faqs.0.question', { faqs: [{ question: '', answer: 'A' }] }],
    ['id', { faqs: [{ question: 'Q?', answer: 'A', id: 3 }] }],
    ['steps.0.description', { steps: [{ title: 'Step', description: '' }] }],
    ['status', { status: 'published' }],
  ])('refuses a bad %s (case %#) with a 400 naming it, creating nothing', async (field, override) => {
    const input = newArticle(override);
    const response = await admin('POST', '/api/admin/articles', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect((await admin('GET', `/api/admin/articles?search=${input.slug}`)).json().total).toBe(0);
  });

  it('takes a 100,000-character body through REST and tRPC; other calls keep the 64 KB limit', async () => {
    const content = `# Long read\n\n${'Lorem ipsum dolor sit amet. '.repeat(3_600)}`.slice(0, 100_000);
    const created = await admin('POST', '/api/admin/articles', newArticle({ content }));
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    const { id } = created.json().article;
    const cookie = await repCookie(t.app);
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/articleAdmin.update',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ id, version: 1, content: content.replace('Long read', 'Long Read') }),
    });
    expect(viaTrpc.statusCode, viaTrpc.body.slice(0, 200)).toBe(200);
    expect((await admin('GET', `/api/admin/articles/${id}`)).json().article).toMatchObject({ version: 2, content: expect.stringContaining('Long Read') });

    const oversized = JSON.stringify({ blob: 'x'.repeat(70_000) });
    for (const url of ['/trpc/articleAdmin.publish', '/trpc/cart.add', '/trpc/articleAdmin.update,cart.add?batch=1']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: oversized });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().error.message).toBe('The request body is too large.');
    }
    // Without a Content-Length, the body is counted as it arrives.
    const chunks = Array.from({ length: 80 }, () => Buffer.from(`"${'y'.repeat(1022)}",`));
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/trpc/cart.add',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.from('['), ...chunks, Buffer.from('1]')]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json().error.message).toBe('The request body is too large.');
    const huge = JSON.stringify({ id, version: 2, content: 'x'.repeat(600_000) });
    expect((await t.app.inject({ method: 'POST', url: '/trpc/articleAdmin.update', headers: { cookie, 'content-type': 'application/json' }, payload: huge })).statusCode).toBe(413);
  });

  it('an edit from an older version answers 409 and overwrites nothing; parallel edits: one wins', async () => {
    const article = await createdArticle(t);
    const first = await admin('PATCH', `/api/admin/articles/${article.id}`, { version: 1, title: 'Barrier Repair, Revised', faqs: [] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().article).toMatchObject({ title: 'Barrier Repair, Revised', version: 2, faqs: [] });
    const stale = await admin('PATCH', `/api/admin/articles/${article.id}`, { version: 1, title: 'Stale edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ message: ARTICLE_CHANGED_SINCE_OPENED, field: 'version' });

    const racing = await Promise.all([1, 2, 3, 4].map((n) => admin('PATCH', `/api/admin/articles/${article.id}`, { version: 2, content: `Edit ${n}` })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await admin('GET', `/api/admin/articles/${article.id}`)).json().article).toMatchObject({ version: 3, title: 'Barrier Repair, Revised' });
    expect((await admin('PATCH', '/api/admin/articles/999999', { version: 1, title: 'Nobody' })).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/articles/abc', { version: 1 })).statusCode).toBe(400);
    const audit = await auditOf(article.id);
    expect(audit.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ version: 1 }), after: expect.objectContaining({ version: 2, title: 'Barrier Repair, Revised' }) });
  });

  it('a taken slug answers 409 naming slug, on create and update, and in a race', async () => {
    const taken = await admin('POST', '/api/admin/articles', newArticle({ slug: 'skin-barrier-101' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ field: 'slug', message: ARTICLE_SLUG_TAKEN });
    const article = await createdArticle(t);
    const renamed = await admin('PATCH', `/api/admin/articles/${article.id}`, { version: 1, slug: 'skin-barrier-101' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.field).toBe('slug');
    expect((await admin('GET', `/api/admin/articles/${article.id}`)).json().article).toMatchObject({ version: 1, slug: article.slug });

    const slug = newArticle().slug;
    const racing = await Promise.all([1, 2, 3].map(() => admin('POST', '/api/admin/articles', newArticle({ slug }))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(racing.filter((r) => r.statusCode === 409).every((r) => r.json().error.field === 'slug')).toBe(true);
  });

  it('says whether a slug is free as the editor types', async () => {
    const article = await createdArticle(t);
    const check = async (query: string) => (await admin('GET', `/api/admin/articles/slug-available?${query}`)).json();
    expect(await check('slug=a-brand-new-slug')).toEqual({ available: true });
    expect(await check('slug=skin-barrier-101')).toEqual({ available: false, reason: ARTICLE_SLUG_TAKEN });
    expect(await check(`slug=${article.slug}`)).toEqual({ available: false, reason: ARTICLE_SLUG_TAKEN });
    expect(await check(`slug=${article.slug}&exceptId=${article.id}`)).toEqual({ available: true });
    expect(await check('slug=Has%20Spaces')).toEqual({ available: false, reason: expect.stringMatching(/lower-case letters/) });
    const bad = await admin('GET', '/api/admin/articles/slug-available?slug=abc&exceptId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('exceptId');
    await expect(t.caller.articleAdmin.slugAvailable({ slug: 'skin-barrier-101' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('pages, sorts, filters and searches on the server', async () => {
    const draft = await createdArticle(t, { title: 'Zinc Oxide Explained', category: 'ingredients' });
    const page = await admin('GET', '/api/admin/articles?sortBy=title&sortDirection=asc&pageSize=5&page=2');
    expect(page.statusCode).toBe(200);
    const { articles, total } = page.json();
    expect(articles).toHaveLength(5);
    expect(total).toBeGreaterThan(12);
    const titles = articles.map((a: { title: string }) => a.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    expect(articles[0]).not.toHaveProperty('content');

    const drafts = (await admin('GET', '/api/admin/articles?status=draft&category=ingredients')).json();
    expect(drafts.articles.map((a: { id: number }) => a.id)).toContain(draft.id);
    expect(drafts.articles.every((a: { status: string; category: string }) => a.status === 'draft' && a.category === 'ingredients')).toBe(true);
    const published = (await admin('GET', '/api/admin/articles?status=published&pageSize=100')).json();
    expect(published.total).toBe(12);
    const newest = (await admin('GET', '/api/admin/articles')).json().articles;
    expect(newest[0].updatedAt >= newest[1].updatedAt).toBe(true);
    expect((await admin('GET', '/api/admin/articles?search=zinc%20oxide')).json().articles.map((a: { id: number }) => a.id)).toEqual([draft.id]);
    expect((await admin('GET', `/api/admin/articles?search=${draft.slug}`)).json().total).toBe(1);
    for (const [query, field] of [['sortBy=secret', 'sortBy'], ['status=archived', 'status'], ['pageSize=1000', 'pageSize']]) {
      const bad = await admin('GET', `/api/admin/articles?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.field).toBe(field);
    }
  });
});
