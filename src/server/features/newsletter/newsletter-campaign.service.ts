import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  type CreateNewsletterInput,
  NEWSLETTER_ALREADY_SENT,
  NEWSLETTER_CHANGED_SINCE_OPENED,
  type Newsletter,
  subjectVariants,
  type NewsletterAudience,
  type UpdateNewsletterInput,
} from '../../../shared/newsletter.js';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { renderArticleBody } from '../articles/api.js';
import { recordAudit } from '../audit/api.js';
import { newsletterTestEmail } from './emails/newsletter-email.js';
import { audienceSegmentOf, audienceTierOf } from './newsletter-audience.js';
import { loadNewsletter, newsletterNotFound } from './newsletter-read.service.js';
import { changedSubjectColumns, currentSubjectColumns, subjectColumnsOf } from './subject-test/subject-test-fields.js';
import { execute, queryRows, sql } from '../../db/sql.js';

type Result = Promise<{ newsletter: Newsletter }>;

/** Products the catalogue does not have are refused by name of the field. */
async function checkProducts(deps: AppDeps, productIds: number[] | undefined): Promise<void> {
  if (!productIds?.length) return;
  const { byId } = await deps.catalog.current();
  const unknown = productIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', `productIds: No product has id ${unknown.join(', ')}`, 'productIds');
}

/** A segment audience names a saved segment, held until the transaction ends so it cannot be deleted meanwhile. */
async function checkSegment(manager: EntityManager, audience: NewsletterAudience | undefined): Promise<void> {
  const segmentId = audience ? audienceSegmentOf(audience) : null;
  if (segmentId === null) return;
  const [row] = await queryRows(manager, sql<{ '?column?': number }>`SELECT 1 FROM segment WHERE "id" = ${segmentId} FOR KEY SHARE`);
  if (!row) throw new AppError('BAD_REQUEST', `audience.segmentId: No segment has id ${segmentId}`, 'audience');
}

/** A new draft. The body is rendered once here, bounded and sanitised like an article's. */
export async function createNewsletter(deps: AppDeps, input: CreateNewsletterInput): Result {
  await checkProducts(deps, input.productIds);
  // Rendered before the transaction: no lock is held while it runs.
  const contentHtml = await renderArticleBody(input.markdown, 'markdown');
  return deps.dataSource.transaction(async (manager) => {
    await checkSegment(manager, input.audience);
    const subjects = subjectColumnsOf(input);
    const [row] = await queryRows(manager, sql<{ id: number }>`INSERT INTO newsletter_campaign ("subject", "subjectB", "testPercent", "winnerAfterHours", "preheader", "markdown", "contentHtml", "audienceKind", "audienceTier", "audienceSegmentId", "productIds")
       VALUES (${subjects.subject}, ${subjects.subjectB}, ${subjects.testPercent}, ${subjects.winnerAfterHours}, ${input.preheader || null}, ${input.markdown}, ${contentHtml}, ${input.audience.kind}, ${audienceTierOf(input.audience)}, ${audienceSegmentOf(input.audience)}, ${input.productIds ?? []}) RETURNING "id"`);
    const newsletter = await loadNewsletter(manager, row!.id);
    await recordAudit(manager, { area: 'newsletter', subject: String(row!.id), action: 'create', after: newsletter });
    return { newsletter };
  });
}

/**
 * Takes the campaign's row lock and checks it may change: it exists, the editor's version is
 * current (else 409), and it has not been sent or scheduled (else 409).
 */
export async function lockDraft(manager: EntityManager, id: number, version?: number): Promise<{ version: number }> {
  const [row] = await queryRows(manager, sql<{ version: number; queuedAt: Date | null }>`SELECT "version", "queuedAt" FROM newsletter_campaign WHERE "id" = ${id} FOR UPDATE`);
  if (!row) throw newsletterNotFound(id);
  if (version !== undefined && row.version !== version) throw new AppError('CONFLICT', NEWSLETTER_CHANGED_SINCE_OPENED, 'version');
  if (row.queuedAt) throw new AppError('CONFLICT', NEWSLETTER_ALREADY_SENT, 'status');
  return row;
}

/** Changes the given fields of a draft, on the version the editor opened. */
export async function updateNewsletter(deps: AppDeps, input: UpdateNewsletterInput): Result {
  const { id, version, ...fields } = input;
  await checkProducts(deps, fields.productIds);
  const contentHtml = fields.markdown === undefined ? undefined : await renderArticleBody(fields.markdown, 'markdown');
  return deps.dataSource.transaction(async (manager) => {
    await lockDraft(manager, id, version);
    await checkSegment(manager, fields.audience);
    const before = await loadNewsletter(manager, id);
    // A field left out keeps its column: its flag is false, or (a column that is never null) its value is null.
    const subjects = changedSubjectColumns(input, currentSubjectColumns(before));
    const preheader = fields.preheader === undefined ? null : fields.preheader || null;
    const audience = fields.audience;
    const tier = audience ? audienceTierOf(audience) : null;
    const segmentId = audience ? audienceSegmentOf(audience) : null;
    await execute(
      manager,
      sql`UPDATE newsletter_campaign SET
            "subject" = coalesce(${subjects?.subject ?? null}, "subject"),
            "subjectB" = CASE WHEN ${subjects !== null} THEN ${subjects?.subjectB ?? null} ELSE "subjectB" END,
            "testPercent" = CASE WHEN ${subjects !== null} THEN ${subjects?.testPercent ?? null} ELSE "testPercent" END,
            "winnerAfterHours" = CASE WHEN ${subjects !== null} THEN ${subjects?.winnerAfterHours ?? null} ELSE "winnerAfterHours" END,
            "preheader" = CASE WHEN ${fields.preheader !== undefined} THEN ${preheader} ELSE "preheader" END,
            "markdown" = coalesce(${fields.markdown ?? null}, "markdown"),
            "contentHtml" = coalesce(${contentHtml ?? null}, "contentHtml"),
            "audienceKind" = coalesce(${audience?.kind ?? null}, "audienceKind"),
            "audienceTier" = CASE WHEN ${audience !== undefined} THEN ${tier} ELSE "audienceTier" END,
            "audienceSegmentId" = CASE WHEN ${audience !== undefined} THEN ${segmentId} ELSE "audienceSegmentId" END,
            "productIds" = coalesce(${fields.productIds ?? null}, "productIds"),
            "version" = "version" + 1, "updatedAt" = now()
          WHERE "id" = ${id}`,
    );
    const newsletter = await loadNewsletter(manager, id);
    await recordAudit(manager, { area: 'newsletter', subject: String(id), action: 'update', before, after: newsletter });
    return { newsletter };
  });
}

/** "Send test": the campaign as it is now, to the shop's contact address (every press sends one, or one per subject). */
export async function sendNewsletterTest(deps: AppDeps, id: number): Promise<{ sentTo: string }> {
  const { contactEmail } = await deps.storeSettings.current();
  await deps.dataSource.transaction(async (manager) => {
    const [row] = await queryRows(manager, sql<{ subjectB: string | null }>`SELECT "subjectB" FROM newsletter_campaign WHERE "id" = ${id}`);
    if (!row) throw newsletterNotFound(id);
    // A subject line test's campaign: one test per subject, so she sees both in her inbox.
    const press = randomUUID();
    for (const subject of row.subjectB === null ? (['a'] as const) : subjectVariants) {
      await enqueueEmail(manager, newsletterTestEmail, { to: contactEmail, occasion: `newsletter-test:${id}:${press}:${subject}`, payload: { campaignId: id, subject } });
    }
    await recordAudit(manager, { area: 'newsletter', subject: String(id), action: 'send-test', after: { to: contactEmail } });
  });
  deps.mail.wake();
  return { sentTo: contactEmail };
}
