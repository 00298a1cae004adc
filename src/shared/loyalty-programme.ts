import { type LoyaltyTier, loyaltyTiers, tierRank } from './loyalty.js';

/**
 * The programme's rules as functions of what the representative set: which tier a total earned
 * reaches, the way to the next one, and the points an order earns.
 */

/**
 * Total earned points from which a member is in each tier above Bronze (Bronze starts at 0).
 * The representative sets them (strictly increasing); these are the starting values.
 */
export interface TierThresholds {
  silver: number;
  gold: number;
  platinum: number;
}
export const DEFAULT_TIER_THRESHOLDS: TierThresholds = { silver: 500, gold: 1500, platinum: 5000 };

/** Whole points earned per whole dollar of an order total (1-100); the starting value is 1. */
export const DEFAULT_POINTS_PER_DOLLAR = 1;

/** What the representative has set the programme to: how points are earned and where tiers start. */
export interface LoyaltyProgramme {
  pointsPerDollar: number;
  tierThresholds: TierThresholds;
}
export const DEFAULT_PROGRAMME: LoyaltyProgramme = { pointsPerDollar: DEFAULT_POINTS_PER_DOLLAR, tierThresholds: DEFAULT_TIER_THRESHOLDS };

/** Total earned points from which a member is in `tier`. */
export function tierThreshold(tier: LoyaltyTier, thresholds: TierThresholds): number {
  if (tier === 'Bronze') return 0;
  return tier === 'Silver' ? thresholds.silver : tier === 'Gold' ? thresholds.gold : thresholds.platinum;
}

export function tierForPoints(totalEarned: number, thresholds: TierThresholds): LoyaltyTier {
  let tier: LoyaltyTier = 'Bronze';
  for (const candidate of loyaltyTiers) if (totalEarned >= tierThreshold(candidate, thresholds)) tier = candidate;
  return tier;
}

export interface TierProgress {
  tier: LoyaltyTier;
  next: LoyaltyTier | null;
  /** Points still to earn before the next tier; 0 at the top tier. */
  pointsToNext: number;
  /** 0-100 through the current tier's band. */
  percent: number;
}

export function tierProgress(totalEarned: number, thresholds: TierThresholds): TierProgress {
  const tier = tierForPoints(totalEarned, thresholds);
  const next = loyaltyTiers[tierRank(tier) + 1] ?? null;
  if (!next) return { tier, next: null, pointsToNext: 0, percent: 100 };
  const from = tierThreshold(tier, thresholds);
  const to = tierThreshold(next, thresholds);
  const percent = Math.floor(((totalEarned - from) / (to - from)) * 100);
  return { tier, next, pointsToNext: to - totalEarned, percent: Math.max(0, Math.min(100, percent)) };
}

/** Points for an order: `pointsPerDollar` for every whole dollar of its total (cents). */
export function pointsForOrderTotal(totalCents: number, pointsPerDollar: number): number {
  return Math.floor(totalCents / 100) * pointsPerDollar;
}

/** How points are earned, as the pages say it: "1 point for every $1", "3 points for every $1". */
export function earnRateText(pointsPerDollar: number): string {
  return `${pointsPerDollar} point${pointsPerDollar === 1 ? '' : 's'} for every $1`;
}
