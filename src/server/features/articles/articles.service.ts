import { type DataSource, In } from 'typeorm';
import { readingMinutes, relatedArticles } from '../../../shared/articles.js';
import type { Article, ArticleSummary, ListArticlesInput } from '../../../shared/article-schemas.js';
import { AppError } from '../../errors.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { buildArticleJsonLd } from './article-json-ld.js';
import { ArticleEntity } from './article.entity.js';
import { lastChangedAt, type PublishedArticle, publiclyVisible } from './published-article.js';
import { queryRows, sql } from '../../db/sql.js';

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
export function listArticles(published: PublishedArticles, input: ListArticlesInput): ArticleSummary[] {
  const category = input.category && input.category !== 'all' ? input.category : undefined;
  return category ? published.summaries.filter((summary) => summary.category === category) : published.summaries;
}

/** A published article with its FAQs and steps in order. */
export type ArticleDetails = PublishedArticle & { faqs: ArticleFaqEntity[]; howToSteps: ArticleHowToStepEntity[] };

/** The article page's data: body, FAQs, steps, reading time, JSON-LD and 3 related articles. */
function articlePageData(article: ArticleDetails, summaries: readonly ArticleSummary[], siteUrl: string): Article {
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
    related: relatedArticles(toSummary(article), summaries),
  };
}

/** What the public reads of articles at one moment: the list, and each page's data made when first asked for. */
export interface PublishedArticles {
  /** Newest first. */
  summaries: ArticleSummary[];
  /** The page data of a published article; NOT_FOUND for a draft, a scheduled one or no article. */
  bySlug(slug: string): Article;
  /** When the next scheduled article comes out (no notice reports that moment), if any is scheduled. */
  nextPublicationAt: Date | null;
}

/** Reads every published article with its FAQs and steps, on one connection. */
export async function loadPublishedArticles(dataSource: DataSource, siteUrl: string): Promise<PublishedArticles> {
  return dataSource.transaction('REPEATABLE READ', async (manager) => {
    const rows = (await manager.getRepository(ArticleEntity).find({ where: publiclyVisible(), order: newestFirst })) as PublishedArticle[];
    const ids = rows.map((row) => row.id);
    const [faqs, howToSteps, [next]] = [
      await manager.getRepository(ArticleFaqEntity).find({ where: { articleId: In(ids) }, order: { position: 'ASC' } }),
      await manager.getRepository(ArticleHowToStepEntity).find({ where: { articleId: In(ids) }, order: { stepNumber: 'ASC' } }),
      await queryRows(manager, sql<{ at: string | null }>`SELECT min("publishedAt") AS at FROM article WHERE status = 'published' AND "publishedAt" > now()`),
    ];
    const summaries = rows.map(toSummary);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const pages = new Map<string, Article>();
    return {
      summaries,
      nextPublicationAt: next?.at ? new Date(next.at) : null,
      bySlug(slug) {
        let page = pages.get(slug);
        if (page) return page;
        const row = bySlug.get(slug);
        if (!row) throw articleNotFound();
        const details = Object.assign(row, { faqs: faqs.filter((faq) => faq.articleId === row.id), howToSteps: howToSteps.filter((step) => step.articleId === row.id) });
        pages.set(slug, (page = articlePageData(details, summaries, siteUrl)));
        return page;
      },
    };
  });
}

/** What the sitemap lists: every published article with its last change. */
export async function listArticleSitemapEntries(dataSource: DataSource): Promise<{ slug: string; lastModified: Date }[]> {
  const rows = await dataSource
    .getRepository(ArticleEntity)
    .find({ select: { slug: true, updatedAt: true, publishedAt: true }, where: publiclyVisible(), order: newestFirst });
  return (rows as PublishedArticle[]).map((row) => ({ slug: row.slug, lastModified: lastChangedAt(row) }));
}
