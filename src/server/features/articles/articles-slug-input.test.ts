import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';

const t = useTestApp();

describe('article slugs with a NUL character', () => {
  it('answer 400 (not a 500 from PostgreSQL) on reads and view counts', async () => {
    const views = () => t.db.dataSource.query(`SELECT sum("viewCount")::int AS n FROM article`);
    const before = await views();
    for (const request of [
      { method: 'GET' as const, url: '/api/articles/%00' },
      { method: 'POST' as const, url: '/api/articles/how-to%00/views' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().error.message).toBe("slug: Slug contains a character we can't store");
    }
    await expect(t.caller.articles.bySlug({ slug: 'a\u0000' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await views()).toEqual(before);
  });
});
