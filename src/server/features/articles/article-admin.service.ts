import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import {
  type AdminArticle,
  ARTICLE_CHANGED_SINCE_OPENED,
  ARTICLE_SLUG_TAKEN,
  type ArticleFields,
  articleStatusAt,
  type CreateArticleInput,
  type PublishArticleInput,
  SCHEDULE_MAX_DAYS,
  type UnpublishArticleInput,
  type UpdateArticleInput,
} from '../../../shared/article-admin.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { articleIdNotFound, loadAdminArticle } from './article-admin-read.service.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { ArticleEntity } from './article.entity.js';
import type { AppDeps } from '../../core/app-deps.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { renderArticleBody } from './article-body-render.js';

type Result = Promise<{ article: AdminArticle }>;

const slugTaken = (error: unknown) => (isUniqueViolation(error) ? new AppError('CONFLICT', ARTICLE_SLUG_TAKEN, 'slug') : error);

/** The FAQs and steps given replace the stored ones, in the order given. */
async function replaceLists(manager: EntityManager, articleId: number, lists: Partial<Pick<ArticleFields, 'faqs' | 'steps'>>): Promise<void> {
  if (lists.faqs) {
    await manager.getRepository(ArticleFaqEntity).delete({ articleId });
    if (lists.faqs.length > 0) {
      await manager.getRepository(ArticleFaqEntity).insert(lists.faqs.map((faq, index) => ({ articleId, position: index + 1, ...faq })));
    }
  }
  if (lists.steps) {
    await manager.getRepository(ArticleHowToStepEntity).delete({ articleId });
    if (lists.steps.length > 0) {
      await manager
        .getRepository(ArticleHowToStepEntity)
        .insert(lists.steps.map((step, index) => ({ articleId, stepNumber: index + 1, stepTitle: step.title, stepDescription: step.description })));
    }
  }
}

/** What a change of a live article needs: the database, and the article pages to move on at commit. */
type ArticleWriteDeps = Pick<AppDeps, 'dataSource' | 'articleReads'>;

/** A new draft with its FAQs and steps; nothing public shows it until it is published. */
export async function createArticle(dataSource: DataSource, input: CreateArticleInput): Result {
  const { faqs, steps, ...fields } = input;
  // Rendered before the transaction: no lock is held while it runs.
  const contentHtml = await renderArticleBody(fields.content);
  return dataSource.transaction(async (manager) => {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ArticleEntity)
      .values({ ...fields, contentHtml, status: 'draft', publishedAt: null, updatedAt: () => 'now()', structuredData: {} })
      // A slug taken meanwhile: no row, so a 409 rather than an aborted transaction.
      .orIgnore()
      .returning(['id'])
      .execute()
      .catch((error: unknown) => {
        throw slugTaken(error);
      });
    const id = (inserted.raw as Array<{ id: number }>)[0]?.id;
    if (id === undefined) throw new AppError('CONFLICT', ARTICLE_SLUG_TAKEN, 'slug');
    await replaceLists(manager, id, { faqs, steps });
    const article = await loadAdminArticle(manager, id);
    await recordAudit(manager, { area: 'article', subject: String(id), action: 'create', after: article });
    return { article };
  });
}

/**
 * Runs a change on the version the editor opened, under the row's lock: a stale version answers
 * 409 and changes nothing. Every change raises the version and the time of the last change
 * (the sitemap's lastmod) and is audited with the article before and after.
 */
async function changeArticle(
  { dataSource, articleReads }: ArticleWriteDeps,
  target: { id: number; version: number },
  change: (manager: EntityManager, current: ArticleEntity) => Promise<{ action: string; values: QueryDeepPartialEntity<ArticleEntity> }>,
): Result {
  // Pages kept by this process show the change at once (and a scheduled one comes out on time);
  // the other processes' with the article notice.
  return transactionChanging(dataSource, [articleReads], async (manager) => {
    const current = await manager.getRepository(ArticleEntity).createQueryBuilder('article').where('article.id = :id', { id: target.id }).setLock('pessimistic_write').getOne();
    if (!current) throw articleIdNotFound(target.id);
    if (current.version !== target.version) throw new AppError('CONFLICT', ARTICLE_CHANGED_SINCE_OPENED, 'version');
    const before = await loadAdminArticle(manager, target.id);
    const { action, values } = await change(manager, current);
    await manager
      .getRepository(ArticleEntity)
      .update({ id: target.id }, { ...values, version: () => '"version" + 1', updatedAt: () => 'now()' })
      .catch((error: unknown) => {
        throw slugTaken(error);
      });
    const article = await loadAdminArticle(manager, target.id);
    await recordAudit(manager, { area: 'article', subject: String(target.id), action, before, after: article });
    return { article };
  });
}

/** Changes the given fields; a list given replaces the stored one. A published article changes on the site at once. */
export async function updateArticle(deps: ArticleWriteDeps, input: UpdateArticleInput): Result {
  const { id, version, faqs, steps, ...fields } = input;
  const contentHtml = fields.content === undefined ? undefined : await renderArticleBody(fields.content);
  return changeArticle(deps, { id, version }, async (manager) => {
    await replaceLists(manager, id, { faqs, steps });
    return { action: 'update', values: contentHtml === undefined ? fields : { ...fields, contentHtml } };
  });
}

/** Publishes now, or schedules for `publishAt`; an article already live answers 409. */
export async function publishArticle(deps: ArticleWriteDeps, input: PublishArticleInput): Result {
  const now = new Date();
  const publishAt = input.publishAt === undefined ? undefined : new Date(input.publishAt);
  if (publishAt && publishAt <= now) throw new AppError('BAD_REQUEST', 'publishAt: Choose a time in the future, or publish now', 'publishAt');
  if (publishAt && publishAt.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) {
    throw new AppError('BAD_REQUEST', `publishAt: An article can be scheduled at most ${SCHEDULE_MAX_DAYS} days ahead`, 'publishAt');
  }
  return changeArticle(deps, input, async (_manager, current) => {
    if (articleStatusAt(current.status, current.publishedAt, now) === 'published') {
      throw new AppError('CONFLICT', 'This article is already published. Unpublish it first to schedule it.', 'status');
    }
    return publishAt ? { action: 'schedule', values: { status: 'published', publishedAt: publishAt } } : { action: 'publish', values: { status: 'published', publishedAt: () => 'now()' } };
  });
}

/** Back to draft: off the hub, its page, the sitemap and the structured data at once (a schedule is cancelled). */
export async function unpublishArticle(deps: ArticleWriteDeps, input: UnpublishArticleInput): Result {
  return changeArticle(deps, input, async (_manager, current) => {
    if (current.status === 'draft') throw new AppError('CONFLICT', 'This article is already a draft.', 'status');
    return { action: 'unpublish', values: { status: 'draft', publishedAt: null } };
  });
}
