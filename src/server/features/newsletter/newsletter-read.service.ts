import type { EntityManager } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';
import {
  type Newsletter,
  type NewsletterFigures,
  type NewsletterAudienceKind,
  type NewsletterList,
  type NewsletterStatus,
  type SubscriberCounts,
  type SubscriberList,
  type SubscriberStatus,
  type SubjectVariant,
  SUBSCRIBERS_PAGE_SIZE,
  type subscriberListInputSchema,
} from '../../../shared/newsletter.js';
import type { z } from '../../../shared/zod.js';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { occasionFigures } from '../email/api.js';
import { type AudienceRow, audienceFromRow, audienceSizes } from './newsletter-audience.js';
import { type SubjectTestRow, subjectTestOf, testCounts } from './subject-test/subject-test-read.js';
import { queryRows, sql } from '../../db/sql.js';

/** How many campaigns the list shows, newest first. */
const LIST_LIMIT = 100;

interface CampaignRow extends SubjectTestRow {
  id: number;
  version: number;
  preheader: string | null;
  markdown: string;
  audienceKind: AudienceRow['audienceKind'];
  audienceTier: LoyaltyTier | null;
  audienceSegmentId: number | null;
  audienceSegmentName: string | null;
  productIds: number[];
  queuedAt: Date | null;
  sendAt: Date | null;
  recipients: number;
  updatedAt: Date;
}

/** One campaign (`id`), or the newest campaigns when `id` is null. */
const selectCampaigns = (id: number | null, limit: number) => sql<{
  id: number;
  version: number;
  subject: string;
  subjectB: string | null;
  testPercent: number | null;
  winnerAfterHours: number | null;
  decideAt: Date | null;
  winner: SubjectVariant | null;
  decidedAt: Date | null;
  decision: string | null;
  preheader: string | null;
  markdown: string;
  audienceKind: NewsletterAudienceKind;
  audienceTier: LoyaltyTier | null;
  audienceSegmentId: number | null;
  audienceSegmentName: string | null;
  productIds: number[];
  queuedAt: Date | null;
  sendAt: Date | null;
  recipients: number;
  updatedAt: Date;
}>`
  SELECT "id", "version", "subject", "subjectB", "testPercent", "winnerAfterHours", "decideAt", "winner", "decidedAt", "decision", "preheader", "markdown",
         "audienceKind", "audienceTier", "audienceSegmentId",
         (SELECT s."name" FROM segment s WHERE s."id" = newsletter_campaign."audienceSegmentId") AS "audienceSegmentName", "productIds", "queuedAt", "sendAt", "recipients", "updatedAt"
  FROM newsletter_campaign WHERE ${id}::int IS NULL OR "id" = ${id} ORDER BY "id" DESC LIMIT ${limit}`;

export const campaignOccasion = (id: number) => `newsletter:${id}`;

function statusOf(row: CampaignRow, figures: NewsletterFigures, now: Date): NewsletterStatus {
  if (!row.queuedAt) return 'draft';
  if (row.sendAt && row.sendAt > now) return 'scheduled';
  // A subject line test is testing until its winner is chosen, its test share sent or not.
  if (row.subjectB !== null && row.winner === null) return 'testing';
  return figures.waiting > 0 ? 'sending' : 'sent';
}

async function withFigures(manager: EntityManager, rows: CampaignRow[]): Promise<Newsletter[]> {
  const sent = rows.filter((row) => row.queuedAt);
  const occasions = sent.map((row) => campaignOccasion(row.id));
  const [counts, tests] = await Promise.all([
    sent.length === 0 ? [] : queryRows(manager, occasionFigures('newsletter', occasions)),
    testCounts(manager, occasions.filter((_, index) => sent[index]!.subjectB !== null)),
  ]);
  const byOccasion = new Map(counts.map((count) => [count.occasion, count]));
  const now = new Date();
  return rows.map((row) => {
    const found = byOccasion.get(campaignOccasion(row.id));
    const figures: NewsletterFigures = {
      recipients: row.recipients,
      sent: found?.sent ?? 0,
      failed: found?.failed ?? 0,
      waiting: found?.waiting ?? 0,
      suppressed: found?.suppressed ?? 0,
      clicked: found?.clicked ?? 0,
      unsubscribed: found?.unsubscribed ?? 0,
    };
    return {
      id: row.id,
      version: row.version,
      subject: row.subject,
      subjectTest: subjectTestOf(row, tests.get(campaignOccasion(row.id))),
      preheader: row.preheader,
      markdown: row.markdown,
      audience: audienceFromRow(row),
      productIds: row.productIds,
      status: statusOf(row, figures, now),
      sendAt: row.sendAt?.toISOString() ?? null,
      figures,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export const newsletterNotFound = (id: number) => new AppError('NOT_FOUND', `There is no newsletter with id ${id}`, 'id');

export async function loadNewsletter(manager: EntityManager, id: number): Promise<Newsletter> {
  const rows = await queryRows(manager, selectCampaigns(id, 1));
  if (rows.length === 0) throw newsletterNotFound(id);
  const [newsletter] = await withFigures(manager, rows);
  return newsletter!;
}

export async function getNewsletter(deps: AppDeps, id: number): Promise<{ newsletter: Newsletter }> {
  return { newsletter: await loadNewsletter(deps.dataSource.manager, id) };
}

/** Subscribers by status: people, one row each. */
export async function subscriberCounts(manager: EntityManager): Promise<SubscriberCounts> {
  const rows = await queryRows(manager, sql<{ status: SubscriberStatus; n: number }>`SELECT "status", count(*)::int AS n FROM newsletter_subscriber GROUP BY "status"`);
  const counts: SubscriberCounts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The back-office list: campaigns with their figures, subscriber counts, and how many each audience reaches now. */
export async function listNewsletters(deps: AppDeps): Promise<NewsletterList> {
  const manager = deps.dataSource.manager;
  const rows = await queryRows(manager, selectCampaigns(null, LIST_LIMIT));
  const [newsletters, subscribers, audiences] = await Promise.all([withFigures(manager, rows), subscriberCounts(manager), audienceSizes(manager)]);
  return { newsletters, subscribers, audiences };
}

/** One page of subscribers with one status, newest first. */
export async function listSubscribers(deps: AppDeps, input: z.output<typeof subscriberListInputSchema>): Promise<SubscriberList> {
  const manager = deps.dataSource.manager;
  // Each status lists its people by when they got it (pending: when they asked).
  const [rows, counts] = await Promise.all([
    queryRows(
      manager,
      sql<{ email: string; status: SubscriberStatus; since: Date }>`
        SELECT "address" AS email, "status", coalesce(CASE ${input.status}::text WHEN 'confirmed' THEN "confirmedAt" WHEN 'unsubscribed' THEN "unsubscribedAt" END, "createdAt") AS since
        FROM newsletter_subscriber
        WHERE "status" = ${input.status} ORDER BY since DESC, "id" DESC LIMIT ${SUBSCRIBERS_PAGE_SIZE} OFFSET ${(input.page - 1) * SUBSCRIBERS_PAGE_SIZE}`,
    ),
    subscriberCounts(manager),
  ]);
  return { subscribers: rows.map((row) => ({ ...row, since: new Date(row.since).toISOString() })), total: counts[input.status], counts };
}
