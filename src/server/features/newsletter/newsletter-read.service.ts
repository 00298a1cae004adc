import type { EntityManager } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';
import {
  type Newsletter,
  type NewsletterFigures,
  type NewsletterList,
  type NewsletterStatus,
  type SubscriberCounts,
  type SubscriberList,
  SUBSCRIBERS_PAGE_SIZE,
  type subscriberListInputSchema,
} from '../../../shared/newsletter.js';
import type { z } from '../../../shared/zod.js';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { MESSAGE_FIGURE_COLUMNS } from '../email/api.js';
import { type AudienceRow, audienceFromRow, audienceSizes } from './newsletter-audience.js';
import { SUBJECT_TEST_COLUMNS, type SubjectTestRow, subjectTestOf, testCounts } from './subject-test/subject-test-read.js';
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

const CAMPAIGN_COLUMNS = `"id", "version", "subject", ${SUBJECT_TEST_COLUMNS}, "preheader", "markdown", "audienceKind", "audienceTier", "audienceSegmentId",
  (SELECT s."name" FROM segment s WHERE s."id" = newsletter_campaign."audienceSegmentId") AS "audienceSegmentName", "productIds", "queuedAt", "sendAt", "recipients", "updatedAt"`;

/** The outbox's, click log's and consent log's counts for these campaigns' messages (by occasion). */
const FIGURES_SQL = `
  SELECT m."occasion", ${MESSAGE_FIGURE_COLUMNS},
         count(*) FILTER (WHERE EXISTS (
           SELECT 1 FROM consent_event e WHERE e."messageId" = m."id" AND e."action" = 'withdrawn' AND e."purpose" = 'marketing-email'))::int AS unsubscribed
  FROM email_message m
  WHERE m."template" = 'newsletter' AND m."occasion" = ANY($1)
  GROUP BY m."occasion"`;

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
    sent.length === 0 ? [] : manager.query<Array<Omit<NewsletterFigures, 'recipients'> & { occasion: string }>>(FIGURES_SQL, [occasions]),
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
  const rows = await manager.query<CampaignRow[]>(`SELECT ${CAMPAIGN_COLUMNS} FROM newsletter_campaign WHERE "id" = $1`, [id]);
  if (rows.length === 0) throw newsletterNotFound(id);
  const [newsletter] = await withFigures(manager, rows);
  return newsletter!;
}

export async function getNewsletter(deps: AppDeps, id: number): Promise<{ newsletter: Newsletter }> {
  return { newsletter: await loadNewsletter(deps.dataSource.manager, id) };
}

/** Subscribers by status: people, one row each. */
export async function subscriberCounts(manager: EntityManager): Promise<SubscriberCounts> {
  const rows = await queryRows(manager, sql<{ status: string; n: number }>`SELECT "status", count(*)::int AS n FROM newsletter_subscriber GROUP BY "status"`);
  const counts: SubscriberCounts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The back-office list: campaigns with their figures, subscriber counts, and how many each audience reaches now. */
export async function listNewsletters(deps: AppDeps): Promise<NewsletterList> {
  const manager = deps.dataSource.manager;
  const rows = await manager.query<CampaignRow[]>(`SELECT ${CAMPAIGN_COLUMNS} FROM newsletter_campaign ORDER BY "id" DESC LIMIT ${LIST_LIMIT}`);
  const [newsletters, subscribers, audiences] = await Promise.all([withFigures(manager, rows), subscriberCounts(manager), audienceSizes(manager)]);
  return { newsletters, subscribers, audiences };
}

/** One page of subscribers with one status, newest first. */
export async function listSubscribers(deps: AppDeps, input: z.output<typeof subscriberListInputSchema>): Promise<SubscriberList> {
  const manager = deps.dataSource.manager;
  const since = input.status === 'confirmed' ? '"confirmedAt"' : input.status === 'unsubscribed' ? '"unsubscribedAt"' : '"createdAt"';
  const [rows, counts] = await Promise.all([
    manager.query<Array<{ email: string; status: SubscriberList['subscribers'][number]['status']; since: Date }>>(
      `SELECT "address" AS email, "status", coalesce(${since}, "createdAt") AS since FROM newsletter_subscriber
       WHERE "status" = $1 ORDER BY coalesce(${since}, "createdAt") DESC, "id" DESC LIMIT $2 OFFSET $3`,
      [input.status, SUBSCRIBERS_PAGE_SIZE, (input.page - 1) * SUBSCRIBERS_PAGE_SIZE],
    ),
    subscriberCounts(manager),
  ]);
  return { subscribers: rows.map((row) => ({ ...row, since: new Date(row.since).toISOString() })), total: counts[input.status], counts };
}
