import type { EntityManager } from 'typeorm';
import { loyaltyTiers, type LoyaltyTier } from '../../../shared/loyalty.js';
import type { NewsletterAudience, NewsletterAudienceKind, NewsletterList } from '../../../shared/newsletter.js';
import { composedStatement, queryRows } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { notSuppressedSql } from '../../mail/recipient-sql.js';
import { MARKETING_CONSENTED_SQL } from '../email/api.js';
import { confirmedMemberSql } from '../loyalty/api.js';
import { ACCEPTS_NEWSLETTERS, segmentQuery } from './segments/segment-sql.js';
import { SegmentEntity } from './segments/segment.entity.js';

/**
 * Everyone who asked for marketing email, as rows `s."address"`: confirmed newsletter subscribers
 * and people whose latest word on marketing email is yes (the quiz's "recommendations and tips",
 * confirmed by their own link). A loyalty member who opted in at the quiz is reached like a
 * subscriber of the footer's field; the outbox's unique key sends each address one copy.
 */
const OPTED_IN = `(
  SELECT "address" FROM newsletter_subscriber WHERE "status" = 'confirmed'
  UNION
  ${MARKETING_CONSENTED_SQL}
) s`;

/**
 * The people a campaign reaches, as a FROM and WHERE over `s`: opted in (above), not suppressed
 * (unsubscribed from any marketing email, bounced or erased), and for `members` / `tier` an
 * active (confirmed) loyalty member with that address. `$tierParam` is the tier's parameter.
 */
export function audienceFromWhere(audience: NewsletterAudience, tierParam: string): string {
  const reachable = `FROM ${OPTED_IN} WHERE ${notSuppressedSql('s."address"')}`;
  if (audience.kind === 'all') return reachable;
  return `${reachable} AND ${confirmedMemberSql('s."address"', audience.kind === 'tier' ? tierParam : null)}`;
}

export function audienceTierOf(audience: NewsletterAudience): LoyaltyTier | null {
  return audience.kind === 'tier' ? audience.tier : null;
}

export function audienceSegmentOf(audience: NewsletterAudience): number | null {
  return audience.kind === 'segment' ? audience.segmentId : null;
}

export interface AudienceRow {
  audienceKind: NewsletterAudienceKind;
  audienceTier: LoyaltyTier | null;
  audienceSegmentId: number | null;
}

/** A campaign's audience from its columns (and its segment's name, when read with it). */
export function audienceFromRow(row: AudienceRow & { audienceSegmentName?: string | null }): NewsletterAudience {
  if (row.audienceKind === 'tier') return { kind: 'tier', tier: row.audienceTier ?? 'Bronze' };
  if (row.audienceKind === 'segment') return { kind: 'segment', segmentId: row.audienceSegmentId ?? 0, ...(row.audienceSegmentName ? { segmentName: row.audienceSegmentName } : {}) };
  return { kind: row.audienceKind };
}

/**
 * The FROM and WHERE a send queues from (rows `s."address"`), with its parameters numbered from
 * `firstParameter`. A segment's people count only if they accept newsletters, decided as for
 * the other audiences; its conditions are read from the saved segment now.
 */
export async function audienceQuery(manager: EntityManager, audience: NewsletterAudience, firstParameter: number): Promise<{ fromWhere: string; values: unknown[] }> {
  if (audience.kind !== 'segment') {
    const tier = audienceTierOf(audience);
    return { fromWhere: audienceFromWhere(audience, `$${firstParameter}`), values: tier ? [tier] : [] };
  }
  const segment = await manager.getRepository(SegmentEntity).findOneBy({ id: audience.segmentId });
  if (!segment) throw new AppError('BAD_REQUEST', `audience.segmentId: No segment has id ${audience.segmentId}`, 'audience');
  const { fromWhere, values } = segmentQuery({ match: segment.match, conditions: segment.conditions }, firstParameter);
  return { fromWhere: `FROM (SELECT DISTINCT p.email AS "address" ${fromWhere} AND ${ACCEPTS_NEWSLETTERS}) s`, values };
}

/** How many people each audience reaches now, in one statement: the same people a send queues. */
export async function audienceSizes(manager: EntityManager): Promise<NewsletterList['audiences']> {
  const tierCounts = loyaltyTiers.map((tier, index) => `count(m."id") FILTER (WHERE m."tierLevel" = $${index + 1})::int AS "${tier}"`).join(', ');
  // Composed: the audience is put together from what email, the outbox and loyalty offer.
  const [row] = await queryRows(
    manager,
    composedStatement<Record<string, number>>(
      `SELECT count(*)::int AS "all", count(m."id")::int AS "members", ${tierCounts}
       FROM (SELECT s."address" ${audienceFromWhere({ kind: 'all' }, '')}) reached
       LEFT JOIN memberships m ON m."email" = reached."address" AND m."confirmedAt" IS NOT NULL`,
      [...loyaltyTiers],
    ),
  );
  const tiers = Object.fromEntries(loyaltyTiers.map((tier) => [tier, row?.[tier] ?? 0])) as Record<LoyaltyTier, number>;
  return { all: row?.all ?? 0, members: row?.members ?? 0, tiers };
}
