import { type DataSource, type EntityManager, Not } from 'typeorm';
import { readingMinutes, relatedArticles } from '../../../shared/articles.js';
import type { Article, ArticleSlugInput, ArticleSummary, ListArticlesInput } from '../../../shared/article-schemas.js';
import { AppError } from '../../errors.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { buildArticleJsonLd } from './article-json-ld.js';
import { ArticleEntity } from './article.entity.js';
import { lastChangedAt, type PublishedArticle, publiclyVisible, VISIBLE_SQL } from './published-article.js';

type SummaryRow = Pick<PublishedArticle, keyof typeof summaryColumns>;

// Every column but the body: lists never carry the content.
export const summaryColumns = {
  id: true,
  slug: true,
  title: true,
  metaDescription: true,
  category: true,
  tags: true,
  authorName: true,
  publishedAt: true,
  updatedAt: true,
  viewCount: true,
  schemaType: true,
} as const;

const newestFirst = { publishedAt: 'DESC', id: 'DESC' } as const;

/** The fields a summary shows as they are stored (the public and the back-office lists alike). */
export function storedSummaryFields(row: Omit<SummaryRow, 'publishedAt' | 'updatedAt'>) {
  const { id, slug, title, metaDescription, category, tags, authorName, viewCount, schemaType } = row;
  return { id, slug, title, metaDescription, category, tags, authorName, viewCount, schemaType };
}

function toSummary(row: SummaryRow): ArticleSummary {
  return { ...storedSummaryFields(row), publishedAt: row.publishedAt.toISOString(), updatedAt: lastChangedAt(row).toISOString() };
}

export function articleNotFound(): AppError {
  return new AppError('NOT_FOUND', 'No article has that slug. Check the address or browse the learning hub.', 'slug');
}

/** Every published article, newest first; only the given category unless it is 'all' or absent. */
export async function listArticles(dataSource: DataSource, input: ListArticlesInput): Promise<ArticleSummary[]> {
  const category = input.category && input.category !== 'all' ? input.category : undefined;
  const rows = await dataSource.getRepository(ArticleEntity).find({
    select: summaryColumns,
    where: { ...publiclyVisible(), ...(category ? { category } : {}) },
    order: newestFirst,
  });
  return (rows as PublishedArticle[]).map(toSummary);
}

/** A published article with its FAQs and steps in order. */
export type ArticleDetails = PublishedArticle & { faqs: ArticleFaqEntity[]; howToSteps: ArticleHowToStepEntity[] };

/** One published article with its FAQs and steps in order, or null (a draft or a scheduled one too). */
export async function findArticleDetails(manager: EntityManager, slug: string): Promise<ArticleDetails | null> {
  // publiclyVisible() guarantees the date.
  const article = (await manager.getRepository(ArticleEntity).findOne({ where: { slug, ...publiclyVisible() } })) as PublishedArticle | null;
  if (!article) return null;
  const [faqs, howToSteps] = await Promise.all([
    manager.getRepository(ArticleFaqEntity).find({ where: { articleId: article.id }, order: { position: 'ASC' } }),
    manager.getRepository(ArticleHowToStepEntity).find({ where: { articleId: article.id }, order: { stepNumber: 'ASC' } }),
  ]);
  return Object.assign(article, { faqs, howToSteps });
}

/** The article page's data: body, FAQs, steps, reading time, JSON-LD and 3 related articles. */
export async function getArticle(dataSource: DataSource, input: ArticleSlugInput, siteUrl: string): Promise<Article> {
  const article = await findArticleDetails(dataSource.manager, input.slug);
  if (!article) throw articleNotFound();
  // Only rows that can qualify: same category or at least one shared tag.
  const candidates = await dataSource
    .getRepository(ArticleEntity)
    .createQueryBuilder('article')
    .select(Object.keys(summaryColumns).map((column) => `article.${column}`))
    .where({ id: Not(article.id) })
    .andWhere(VISIBLE_SQL)
    .andWhere('(article.category = :category OR article.tags && :tags)', { category: article.category, tags: article.tags })
    .getMany();
  const faqs = article.faqs.map(({ id, question, answer }) => ({ id, question, answer }));
  const howToSteps = article.howToSteps.map(({ id, stepNumber, stepTitle, stepDescription }) => ({ id, stepNumber, stepTitle, stepDescription }));
  return {
    ...toSummary(article),
    content: article.content,
    contentHtml: article.contentHtml,
    structuredData: buildArticleJsonLd(article, siteUrl),
    faqs,
    howToSteps,
    readingMinutes: readingMinutes(
      article.content,
      ...faqs.flatMap((faq) => [faq.question, faq.answer]),
      ...howToSteps.flatMap((step) => [step.stepTitle, step.stepDescription]),
    ),
    related: relatedArticles(toSummary(article), (candidates as PublishedArticle[]).map(toSummary)),
  };
}

/** What the sitemap lists: every published article with its last change. */
export async function listArticleSitemapEntries(dataSource: DataSource): Promise<{ slug: string; lastModified: Date }[]> {
  const rows = await dataSource
    .getRepository(ArticleEntity)
    .find({ select: { slug: true, updatedAt: true, publishedAt: true }, where: publiclyVisible(), order: newestFirst });
  return (rows as PublishedArticle[]).map((row) => ({ slug: row.slug, lastModified: lastChangedAt(row) }));
}
