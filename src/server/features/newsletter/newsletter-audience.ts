import type { EntityManager } from 'typeorm';
import { loyaltyTiers, type LoyaltyTier } from '../../../shared/loyalty.js';
import type { NewsletterAudience, NewsletterList } from '../../../shared/newsletter.js';

/**
 * The subscribers a campaign reaches, as SQL over `newsletter_subscriber s`: confirmed, not
 * suppressed (unsubscribed from any marketing email, or bounced), and for `members` / `tier`
 * an active (confirmed) loyalty member with that address. `$tierParam` is the tier's parameter.
 */
export function audienceWhere(audience: NewsletterAudience, tierParam: string): string {
  const reachable = `s."status" = 'confirmed' AND NOT EXISTS (SELECT 1 FROM email_suppression x WHERE x."address" = s."address")`;
  if (audience.kind === 'all') return reachable;
  const tier = audience.kind === 'tier' ? ` AND m."tierLevel" = ${tierParam}` : '';
  return `${reachable} AND EXISTS (SELECT 1 FROM loyalty_member m WHERE m."email" = s."address" AND m."confirmedAt" IS NOT NULL${tier})`;
}

export function audienceTierOf(audience: NewsletterAudience): LoyaltyTier | null {
  return audience.kind === 'tier' ? audience.tier : null;
}

export function audienceFromRow(row: { audienceKind: 'all' | 'members' | 'tier'; audienceTier: LoyaltyTier | null }): NewsletterAudience {
  if (row.audienceKind === 'tier') return { kind: 'tier', tier: row.audienceTier ?? 'Bronze' };
  return { kind: row.audienceKind };
}

/** How many people each audience reaches now, in one statement. */
export async function audienceSizes(manager: EntityManager): Promise<NewsletterList['audiences']> {
  const tierCounts = loyaltyTiers.map((tier, index) => `count(m."id") FILTER (WHERE m."tierLevel" = $${index + 1})::int AS "${tier}"`).join(', ');
  const [row] = await manager.query<Array<Record<string, number>>>(
    `SELECT count(*)::int AS "all", count(m."id")::int AS "members", ${tierCounts}
     FROM newsletter_subscriber s LEFT JOIN loyalty_member m ON m."email" = s."address" AND m."confirmedAt" IS NOT NULL
     WHERE ${audienceWhere({ kind: 'all' }, '')}`,
    [...loyaltyTiers],
  );
  const tiers = Object.fromEntries(loyaltyTiers.map((tier) => [tier, row?.[tier] ?? 0])) as Record<LoyaltyTier, number>;
  return { all: row?.all ?? 0, members: row?.members ?? 0, tiers };
}
