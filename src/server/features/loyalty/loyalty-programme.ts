import type { EntityManager } from 'typeorm';
import { DEFAULT_PROGRAMME, type LoyaltyProgramme, type TierThresholds } from '../../../shared/loyalty-programme.js';
import { execute, queryRows, sql } from '../../db/sql.js';

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

function programmeOf(row: ProgrammeRow | undefined): LoyaltyProgramme {
  if (!row) return DEFAULT_PROGRAMME;
  return {
    pointsPerDollar: row.pointsPerDollar,
    tierThresholds: { silver: row.silverThreshold, gold: row.goldThreshold, platinum: row.platinumThreshold },
  };
}

/** For a transaction that changes points: the settings, which stay as read until it ends. */
export async function lockProgramme(manager: EntityManager): Promise<LoyaltyProgramme> {
  const [row] = await queryRows(
    manager,
    sql<ProgrammeRow>`SELECT "pointsPerDollar", "silverThreshold", "goldThreshold", "platinumThreshold" FROM loyalty_setting WHERE id = 1 FOR SHARE`,
  );
  return programmeOf(row);
}

/** For reads: the settings as of the caller's snapshot. */
export async function readProgramme(manager: EntityManager): Promise<LoyaltyProgramme> {
  const [row] = await queryRows(manager, sql<ProgrammeRow>`SELECT "pointsPerDollar", "silverThreshold", "goldThreshold", "platinumThreshold" FROM loyalty_setting WHERE id = 1`);
  return programmeOf(row);
}

/**
 * Moves every member whose stored tier differs from what `thresholds` give their total earned,
 * in one statement, after locking all members in id order (the order claim approval locks
 * them in, so the two wait for each other instead of deadlocking). Returns how many people moved
 * (an erased membership follows the rules too, but is nobody to count).
 */
export async function retierAllMembers(manager: EntityManager, thresholds: TierThresholds): Promise<number> {
  await execute(manager, sql<{ count: string }>`SELECT count(*) FROM (SELECT id FROM loyalty_member ORDER BY id FOR UPDATE) AS locked`);
  // The tier of a total earned, by the same rule as tierForPoints (also in countTierChanges and claim approval).
  const [moved] = await queryRows(
    manager,
    sql<{ members: number }>`WITH moved AS (
       UPDATE loyalty_member
          SET "tierLevel" = CASE WHEN "totalPointsEarned" >= ${thresholds.platinum}::int THEN 'Platinum' WHEN "totalPointsEarned" >= ${thresholds.gold}::int THEN 'Gold'
                                 WHEN "totalPointsEarned" >= ${thresholds.silver}::int THEN 'Silver' ELSE 'Bronze' END
        WHERE "tierLevel" <> CASE WHEN "totalPointsEarned" >= ${thresholds.platinum}::int THEN 'Platinum' WHEN "totalPointsEarned" >= ${thresholds.gold}::int THEN 'Gold'
                                  WHEN "totalPointsEarned" >= ${thresholds.silver}::int THEN 'Silver' ELSE 'Bronze' END
        RETURNING "erasedAt")
     SELECT count(*) FILTER (WHERE "erasedAt" IS NULL)::int AS members FROM moved`,
  );
  return moved?.members ?? 0;
}

/** How many members `thresholds` would move to another tier (for the representative, before saving). */
export async function countTierChanges(manager: EntityManager, thresholds: TierThresholds): Promise<number> {
  const [row] = await queryRows(
    manager,
    sql<{ members: number }>`SELECT count(*)::int AS members FROM loyalty_member
      WHERE "erasedAt" IS NULL
        AND "tierLevel" <> CASE WHEN "totalPointsEarned" >= ${thresholds.platinum}::int THEN 'Platinum' WHEN "totalPointsEarned" >= ${thresholds.gold}::int THEN 'Gold'
                                WHEN "totalPointsEarned" >= ${thresholds.silver}::int THEN 'Silver' ELSE 'Bronze' END`,
  );
  return row?.members ?? 0;
}
