import type { DataSource } from 'typeorm';
import type { SkinTypeValue } from '../../../../shared/catalog.js';
import { type ChangeListener, listenForChanges } from '../../../db/change-listener.js';
import { NoticedCache } from '../../../db/noticed-cache.js';
import type { OutcomeTallies, OutcomeTally } from '../engine/outcome-learning.js';
import { queryRows, sql } from '../../../db/sql.js';

/** How many people of a group gave each answer about a product. */
export interface OutcomeCounts {
  works: number;
  early: number;
  notForMe: number;
  notYet: number;
}

/**
 * A survey's "not seeing results" before she answered the question itself: a weak "not yet",
 * a quarter of a "not for me".
 */
export const NOT_YET_WEIGHT = 0.25;

/** What the buyers of a product (people with a store order line of it) answered. */
export interface BuyerCounts {
  works: number;
  early: number;
  notForMe: number;
}

/** What one skin type's answers come to: the people who answered, the buyers among them, and the weights the engine gives them. */
export interface SkinTypeOutcome {
  people: OutcomeCounts;
  buyers: BuyerCounts;
  /** Weighted sums (a buyer 1, anyone else a quarter of a person, see the OutcomesFromProvenUse migration). */
  weighed: OutcomeTally;
}

/** Every answer so far, as the engine weighs them and as people read them. */
export interface OutcomeSnapshot {
  /** By segment, then product: what the engine weighs. */
  tallies: OutcomeTallies;
  /** By skin type, then product: the buyers behind social proof and the "What works" screen. */
  bySkinType: ReadonlyMap<SkinTypeValue, ReadonlyMap<number, SkinTypeOutcome>>;
}

export interface TallyRow extends OutcomeCounts {
  segment: string;
  productId: number;
  buyersWorks: number;
  buyersEarly: number;
  buyersNotForMe: number;
  weightWorks: number;
  weightNotForMe: number;
  weightNotYet: number;
}

const none = (): SkinTypeOutcome => ({ people: { works: 0, early: 0, notForMe: 0, notYet: 0 }, buyers: { works: 0, early: 0, notForMe: 0 }, weighed: { works: 0, notForMe: 0 } });

export function snapshotOf(rows: readonly TallyRow[]): OutcomeSnapshot {
  const tallies = new Map<string, Map<number, OutcomeTally>>();
  const bySkinType = new Map<SkinTypeValue, Map<number, SkinTypeOutcome>>();
  for (const row of rows) {
    let segment = tallies.get(row.segment);
    if (!segment) tallies.set(row.segment, (segment = new Map()));
    const weighed = { works: row.weightWorks, notForMe: row.weightNotForMe + NOT_YET_WEIGHT * row.weightNotYet };
    segment.set(row.productId, weighed);
    // Segments start with the skin type (see segmentOf).
    const skinType = row.segment.split(':')[0] as SkinTypeValue;
    let bySkin = bySkinType.get(skinType);
    if (!bySkin) bySkinType.set(skinType, (bySkin = new Map()));
    const { people, buyers, weighed: sum } = bySkin.get(row.productId) ?? none();
    bySkin.set(row.productId, {
      people: { works: people.works + row.works, early: people.early + row.early, notForMe: people.notForMe + row.notForMe, notYet: people.notYet + row.notYet },
      buyers: { works: buyers.works + row.buyersWorks, early: buyers.early + row.buyersEarly, notForMe: buyers.notForMe + row.buyersNotForMe },
      weighed: { works: sum.works + weighed.works, notForMe: sum.notForMe + weighed.notForMe },
    });
  }
  return { tallies, bySkinType };
}

async function loadOutcomeSnapshot(dataSource: DataSource): Promise<OutcomeSnapshot> {
  const rows = await queryRows(dataSource, sql<TallyRow>`SELECT "segment", "productId", "works", "early", "notForMe", "notYet", "buyersWorks", "buyersEarly", "buyersNotForMe", "weightWorks", "weightNotForMe", "weightNotYet"
       FROM "outcome_tally" WHERE "works" + "early" + "notForMe" + "notYet" > 0`);
  return snapshotOf(rows);
}

/** The channel the tally table's trigger notifies on every change (quiz/sql/outcome_tally_notify_changed.sql). */
const OUTCOMES_CHANGED_CHANNEL = 'outcomes_changed';

/** Keeps the answers' counts in memory in every process; an answer anywhere reaches all of them. */
export async function startOutcomeTallies(options: {
  dataSource: DataSource;
  logger: { info(message: string): void; warn(details: object, message: string): void };
}): Promise<{ cache: NoticedCache<OutcomeSnapshot>; listener: ChangeListener }> {
  const cache = new NoticedCache(() => loadOutcomeSnapshot(options.dataSource));
  const listener = await listenForChanges({
    ...options,
    channel: OUTCOMES_CHANGED_CHANNEL,
    target: cache,
    messages: { lost: 'outcome answer notices lost: reading the counts from the database until they return', back: 'outcome answer notices are back' },
  });
  await cache.warm();
  return { cache, listener };
}
