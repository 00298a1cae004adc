import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import {
  type AdminArticle,
  type AdminArticleListInput,
  type AdminArticleListOutput,
  type AdminArticleSummary,
  ARTICLE_SLUG_TAKEN,
  articleSlugSchema,
  articleStatusAt,
  type SlugAvailability,
  type SlugAvailabilityInput,
} from '../../../shared/article-admin.js';
import { AppError } from '../../errors.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { ArticleEntity } from './article.entity.js';
import { storedSummaryFields, summaryColumns } from './articles.service.js';
import { containsPattern } from '../../db/like-pattern.js';
import { composedStatement, queryRows, sql } from '../../db/sql.js';

type SummaryRow = Omit<ArticleEntity, 'content' | 'structuredData' | 'faqs' | 'howToSteps'>;

// The list never carries bodies.
const adminSummaryColumns = { ...summaryColumns, status: true, version: true } as const;

export function toAdminSummary(row: SummaryRow, now = new Date()): AdminArticleSummary {
  return {
    ...storedSummaryFields(row),
    status: articleStatusAt(row.status, row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function articleIdNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', `There is no article with id ${id}`, 'id');
}

/** One article as the editor opens it: every field, its FAQs and steps in order. */
export async function loadAdminArticle(manager: EntityManager, id: number): Promise<AdminArticle> {
  const article = await manager.getRepository(ArticleEntity).findOneBy({ id });
  if (!article) throw articleIdNotFound(id);
  const [faqs, steps] = await Promise.all([
    manager.getRepository(ArticleFaqEntity).find({ where: { articleId: id }, order: { position: 'ASC' } }),
    manager.getRepository(ArticleHowToStepEntity).find({ where: { articleId: id }, order: { stepNumber: 'ASC' } }),
  ]);
  return {
    ...toAdminSummary(article),
    content: article.content,
    faqs: faqs.map(({ question, answer }) => ({ question, answer })),
    steps: steps.map(({ stepNumber, stepTitle, stepDescription }) => ({ stepNumber, title: stepTitle, description: stepDescription })),
  };
}

export async function getAdminArticle(dataSource: DataSource, id: number): Promise<{ article: AdminArticle }> {
  return { article: await loadAdminArticle(dataSource.manager, id) };
}

// What each status means now, in the database's own time (the public side compares the same way).
const sortColumns = { updatedAt: '"updatedAt"', publishedAt: '"publishedAt"', title: 'lower(title)' } as const;

/** One page of articles for the back-office table: searched, filtered, sorted and paged in PostgreSQL. */
export async function listAdminArticles(dataSource: DataSource, input: AdminArticleListInput): Promise<AdminArticleListOutput> {
  // A filter left out is null (each is planned with its value, so an unused one costs nothing).
  const status = input.status ?? null;
  const category = input.category ?? null;
  const pattern = input.search ? containsPattern(input.search) : null;
  const direction = input.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const [page, [count]] = await Promise.all([
    // Put together here: the sort column and direction are the representative's choice. Drafts
    // have no date: they come after the dated articles either way.
    queryRows(
      dataSource,
      composedStatement<{ id: number }>(
        `SELECT id FROM article
          WHERE ($1::text IS NULL
                 OR ($1::text = 'draft' AND status = 'draft')
                 OR ($1::text = 'published' AND status = 'published' AND "publishedAt" <= now())
                 OR ($1::text = 'scheduled' AND status = 'published' AND "publishedAt" > now()))
            AND ($2::text IS NULL OR category = $2) AND ($3::text IS NULL OR title ILIKE $3 OR slug ILIKE $3)
          ORDER BY ${sortColumns[input.sortBy]} ${direction} NULLS LAST, id ${direction} LIMIT $4 OFFSET $5`,
        [status, category, pattern, input.pageSize, (input.page - 1) * input.pageSize],
      ),
    ),
    queryRows(
      dataSource,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM article
        WHERE (${status}::text IS NULL
               OR (${status}::text = 'draft' AND status = 'draft')
               OR (${status}::text = 'published' AND status = 'published' AND "publishedAt" <= now())
               OR (${status}::text = 'scheduled' AND status = 'published' AND "publishedAt" > now()))
          AND (${category}::text IS NULL OR category = ${category}) AND (${pattern}::text IS NULL OR title ILIKE ${pattern} OR slug ILIKE ${pattern})`,
    ),
  ]);
  const rows = page.length === 0 ? [] : await dataSource.getRepository(ArticleEntity).find({ select: adminSummaryColumns, where: { id: In(page.map((row) => row.id)) } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = new Date();
  const articles = page.flatMap((row) => {
    const article = byId.get(row.id);
    return article ? [toAdminSummary(article, now)] : [];
  });
  return { articles, total: count?.total ?? 0 };
}

/** Whether a slug can be used: well-formed and not another article's (`exceptId`: the one being edited). */
export async function checkArticleSlug(dataSource: DataSource, input: SlugAvailabilityInput): Promise<SlugAvailability> {
  const parsed = articleSlugSchema.safeParse(input.slug);
  if (!parsed.success) return { available: false, reason: parsed.error.issues[0]?.message ?? 'That slug cannot be used' };
  const taken = await dataSource.getRepository(ArticleEntity).exists({
    where: { slug: parsed.data, ...(input.exceptId === undefined ? {} : { id: Not(input.exceptId) }) },
  });
  return taken ? { available: false, reason: ARTICLE_SLUG_TAKEN } : { available: true };
}
