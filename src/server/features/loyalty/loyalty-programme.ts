import type { EntityManager } from 'typeorm';
import { DEFAULT_PROGRAMME, type LoyaltyProgramme, type TierThresholds } from '../../../shared/loyalty-programme.js';
import { execute, sql } from '../../db/sql.js';

/**
 * The programme's rate and thresholds, read from `loyalty_setting` inside the transaction that
 * uses them. The lock order every writer keeps: the settings row first, then members in id
 * order, then claims. A change of points takes the row FOR SHARE (changes of points run side
 * by side); a change of the settings takes it FOR UPDATE, so it waits for the changes of points
 * in flight and they wait for it: no transaction ever mixes old and new settings, and a member's
 * stored tier always follows the thresholds that were current when it was written.
 */

interface ProgrammeRow {
  pointsPerDollar: number;
  silverThreshold: number;
  goldThreshold: number;
  platinumThreshold: number;
}

const PROGRAMME_COLUMNS = `"pointsPerDollar", "silverThreshold", "goldThreshold", "platinumThreshold"`;

function programmeOf(row: ProgrammeRow | undefined): LoyaltyProgramme {
  if (!row) return DEFAULT_PROGRAMME;
  return {
    pointsPerDollar: row.pointsPerDollar,
    tierThresholds: { silver: row.silverThreshold, gold: row.goldThreshold, platinum: row.platinumThreshold },
  };
}

/** For a transaction that changes points: the settings, which stay as read until it ends. */
export async function lockProgramme(manager: EntityManager): Promise<LoyaltyProgramme> {
  const [row] = await manager.query<ProgrammeRow[]>(`SELECT ${PROGRAMME_COLUMNS} FROM loyalty_setting WHERE id = 1 FOR SHARE`);
  return programmeOf(row);
}

/** For reads: the settings as of the caller's snapshot. */
export async function readProgramme(manager: EntityManager): Promise<LoyaltyProgramme> {
  const [row] = await manager.query<ProgrammeRow[]>(`SELECT ${PROGRAMME_COLUMNS} FROM loyalty_setting WHERE id = 1`);
  return programmeOf(row);
}

/**
 * The tier of a total earned in SQL (the same rule as tierForPoints), with the thresholds as
 * the query parameters $first, $first+1, $first+2 (see tierParameters).
 */
export function tierCaseSql(earned: string, first: number): string {
  return `CASE WHEN ${earned} >= $${first + 2}::int THEN 'Platinum' WHEN ${earned} >= $${first + 1}::int THEN 'Gold' WHEN ${earned} >= $${first}::int THEN 'Silver' ELSE 'Bronze' END`;
}

export function tierParameters(thresholds: TierThresholds): number[] {
  return [thresholds.silver, thresholds.gold, thresholds.platinum];
}

/**
 * Moves every member whose stored tier differs from what `thresholds` give their total earned,
 * in one statement, after locking all members in id order (the order claim approval locks
 * them in, so the two wait for each other instead of deadlocking). Returns how many people moved
 * (an erased membership follows the rules too, but is nobody to count).
 */
export async function retierAllMembers(manager: EntityManager, thresholds: TierThresholds): Promise<number> {
  await execute(manager, sql<{ count: string }>`SELECT count(*) FROM (SELECT id FROM loyalty_member ORDER BY id FOR UPDATE) AS locked`);
  const tier = tierCaseSql('"totalPointsEarned"', 1);
  const [moved] = await manager.query<Array<{ members: number }>>(
    `WITH moved AS (UPDATE loyalty_member SET "tierLevel" = ${tier} WHERE "tierLevel" <> ${tier} RETURNING "erasedAt")
     SELECT count(*) FILTER (WHERE "erasedAt" IS NULL)::int AS members FROM moved`,
    tierParameters(thresholds),
  );
  return moved?.members ?? 0;
}

/** How many members `thresholds` would move to another tier (for the representative, before saving). */
export async function countTierChanges(manager: EntityManager, thresholds: TierThresholds): Promise<number> {
  const [row] = await manager.query<Array<{ members: number }>>(
    `SELECT count(*)::int AS members FROM loyalty_member WHERE "erasedAt" IS NULL AND "tierLevel" <> ${tierCaseSql('"totalPointsEarned"', 1)}`,
    tierParameters(thresholds),
  );
  return row?.members ?? 0;
}
