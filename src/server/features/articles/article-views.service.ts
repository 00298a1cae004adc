import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import type { ArticleSlugInput, ArticleView } from '../../../shared/article-schemas.js';
import { ArticleEntity } from './article.entity.js';
import { articleNotFound } from './articles.service.js';
import { publiclyVisible } from './published-article.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/**
 * Who is viewing, as far as the request tells: never stored as such. Only the address: the user
 * agent is the caller's to choose, so counting it would let one address count as many.
 */
export interface Viewer {
  ip: string | undefined;
}

const PRUNE_PROBABILITY = 0.01;

/** Today's salt (UTC), made by the first view of the day in any process. */
async function todaysSalt(manager: EntityManager): Promise<{ day: string; salt: string }> {
  await execute(manager, sql`INSERT INTO article_view_salt ("day", "salt") VALUES ((now() AT TIME ZONE 'UTC')::date, ${randomBytes(32).toString('hex')}) ON CONFLICT ("day") DO NOTHING`);
  const [row] = await queryRows(manager, sql<{ day: string; salt: string }>`SELECT "day"::text AS "day", "salt" FROM article_view_salt WHERE "day" = (now() AT TIME ZONE 'UTC')::date`);
  if (!row) throw new Error("today's article view salt is missing");
  return row;
}

/**
 * One page view. It counts once per visitor, article and UTC day (the visitor being a salted
 * hash of the client address), so reloading or scripting the call, with any user agent, does
 * not raise the count.
 * Answers the article's count either way.
 */
export async function recordArticleView(
  { dataSource, articleReads }: Pick<AppDeps, 'dataSource' | 'articleReads'>,
  input: ArticleSlugInput,
  viewer: Viewer,
): Promise<ArticleView> {
  const view = await dataSource.transaction(async (manager) => {
    const article = await manager.getRepository(ArticleEntity).findOne({ where: { slug: input.slug, ...publiclyVisible() }, select: { id: true, viewCount: true } });
    if (!article) throw articleNotFound();
    const { day, salt } = await todaysSalt(manager);
    const visitor = createHash('sha256').update(`${salt}\n${viewer.ip ?? ''}`).digest('hex');
    const seen = await queryRows(manager, sql<{ articleId: number }>`INSERT INTO article_view_seen ("day", "articleId", "visitor") VALUES (${day}::date, ${article.id}, ${visitor}) ON CONFLICT DO NOTHING RETURNING "articleId"`);
    if (Math.random() < PRUNE_PROBABILITY) {
      await execute(manager, sql`DELETE FROM article_view_seen WHERE "day" < ${day}::date - 2`);
      await execute(manager, sql`DELETE FROM article_view_salt WHERE "day" < ${day}::date - 2`);
    }
    if (seen.length === 0) return { counted: false, slug: input.slug, viewCount: article.viewCount };
    const [counted] = await queryRows(manager, sql<{ viewCount: number }>`WITH counted AS (UPDATE article SET "viewCount" = "viewCount" + 1 WHERE "id" = ${article.id} RETURNING "viewCount") SELECT * FROM counted`);
    return { counted: true, slug: input.slug, viewCount: counted!.viewCount };
  });
  // This process shows its own count at once; other processes' copies catch up within a minute
  // (article-reads.ts), and kept pages are not drawn again for a count.
  if (view.counted) articleReads.dropKept();
  return { slug: view.slug, viewCount: view.viewCount };
}
