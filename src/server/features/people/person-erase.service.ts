import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import type { DataRequester } from './person-export.service.js';
import { findPerson, noteKeys } from './person-profile.service.js';
import type { PersonKeys } from './person-sql.js';

/** What the consent log keeps of an erased person's grants and withdrawals: the rows, counted, under no address. */
export const ERASED_ADDRESS = 'erased';
/** Why an erased member's pending claims and uncollected rewards were decided. */
export const ERASED_CLAIM_REASON = 'Withdrawn: the member asked to be erased';

/**
 * Erases a person (GDPR article 17): their email row, quiz answers, survey answers, notes,
 * confirmation links, caught development mail and the address wherever it was stored go; what
 * the books need stays without naming them (the membership keeps its ledger, claims and
 * redemptions, marked erased, with no name, email or code, inactive, and is left out of every
 * list and count; pending claims are withdrawn and issued rewards cancelled with their points
 * given back); sent mail keeps its
 * status under no address; the consent log keeps its rows under no address). The address is
 * then suppressed by its SHA-256 alone, so nothing is ever mailed to it again. The membership
 * is locked like every writer of points locks it, so an approval or a redemption running at the
 * same time either finishes first or finds no member. Erasing someone already erased is a 404.
 */
export async function erasePerson(deps: Pick<AppDeps, 'dataSource'>, id: string, requestedBy: DataRequester): Promise<{ erased: true }> {
  return deps.dataSource.transaction(async (manager) => {
    const found = await findPerson(manager, id);
    // The email row first, then the membership: the order the email confirmation takes them in.
    if (found.userId !== null) await manager.query(`SELECT id FROM "user" WHERE id = $1 FOR UPDATE`, [found.userId]);
    if (found.memberId !== null) await manager.query(`SELECT id FROM loyalty_member WHERE id = $1 FOR UPDATE`, [found.memberId]);
    // Read again under the locks: an erasure that committed meanwhile leaves nothing to find.
    const person = await findPerson(manager, id);
    if (person.userId !== found.userId || person.memberId !== found.memberId) throw new AppError('CONFLICT', 'This person changed meanwhile: open the profile again', 'id');
    await manager.query(`SELECT set_config('app.erasing_person', 'on', true)`);
    const counts = await eraseRows(manager, person);
    await recordAudit(manager, { area: 'person', subject: 'erasure', action: 'erase', after: { requestedBy, ...counts } });
    return { erased: true as const };
  });
}

async function eraseRows(manager: EntityManager, person: PersonKeys) {
  const deleted = async (sql: string, parameters: unknown[]) => ((await manager.query<unknown[]>(`WITH gone AS (${sql} RETURNING 1) SELECT 1 FROM gone`, parameters)).length);
  const notes = await deleted(`DELETE FROM person_note WHERE "personId" = ANY($1::uuid[])`, [noteKeys(person)]);
  let quizResults = 0;
  let claimsWithdrawn = 0;
  let redemptionsCancelled = 0;
  if (person.userId !== null) {
    quizResults = await deleted(`DELETE FROM quiz_response WHERE "userId" = $1`, [person.userId]);
    // Survey answers go with the row (ON DELETE CASCADE).
    await manager.query(`DELETE FROM "user" WHERE id = $1`, [person.userId]);
  }
  if (person.memberId !== null) {
    const withdrawn = await manager.query<Array<{ id: string }>>(
      `WITH decided AS (
         UPDATE purchase_claim SET status = 'rejected', "decidedAt" = now(), "decidedBy" = 'representative', "decisionReason" = $2
          WHERE "memberId" = $1 AND status = 'pending' RETURNING id)
       INSERT INTO purchase_claim_decision ("claimId", status, "decidedBy", reason) SELECT id, 'rejected', 'representative', $2 FROM decided RETURNING "claimId"::text AS id`,
      [person.memberId, ERASED_CLAIM_REASON],
    );
    claimsWithdrawn = withdrawn.length;
    redemptionsCancelled = await cancelIssuedRedemptions(manager, person.memberId);
    await manager.query(
      `UPDATE loyalty_member SET email = NULL, "firstName" = NULL, "confirmedAt" = NULL, "loyaltyCode" = NULL, "erasedAt" = now(), "personId" = gen_random_uuid() WHERE id = $1`,
      [person.memberId],
    );
  }
  let emails = 0;
  if (person.email) {
    const address = person.email;
    await manager.query(`DELETE FROM email_confirmation WHERE address = $1`, [address]);
    emails = await deleted(
      `UPDATE email_message SET recipient = 'erased-' || id, payload = '{}'::jsonb, "lastError" = NULL,
              status = CASE WHEN status IN ('queued', 'sending') THEN 'suppressed' ELSE status END
        WHERE recipient = $1`,
      [address],
    );
    await manager.query(`UPDATE consent_event SET address = $2 WHERE address = $1`, [address, ERASED_ADDRESS]);
    await manager.query(`DELETE FROM consent_latest WHERE address = $1`, [address]);
    // Orders stay in the sales figures, attributed to nobody.
    await manager.query(`UPDATE store_order SET email = NULL, "personId" = NULL WHERE email = $1 OR "personId" = ANY($2::uuid[])`, [address, noteKeys(person)]);
    // Their order count (what made them a return customer); the sales figures keep only sums.
    await manager.query(`DELETE FROM sales_person WHERE "personId" = ANY($1::uuid[])`, [noteKeys(person)]);
    await manager.query(`DELETE FROM newsletter_subscriber WHERE address = $1`, [address]);
    await manager.query(`DELETE FROM email_click_recency WHERE address = $1`, [address]);
    await manager.query(`DELETE FROM caught_mail WHERE strpos(lower(recipients || headers || html || text), $1) > 0`, [address]);
    await manager.query(`DELETE FROM email_suppression WHERE address = $1`, [address]);
    await manager.query(
      `INSERT INTO email_suppression (address, reason) VALUES ('sha256:' || encode(sha256(convert_to($1, 'UTF8')), 'hex'), 'erased')
       ON CONFLICT (address) DO UPDATE SET reason = 'erased'`,
      [address],
    );
  }
  return { hadEmailRow: person.userId !== null, hadMembership: person.memberId !== null, notes, quizResults, emails, claimsWithdrawn, redemptionsCancelled };
}

/**
 * Rewards nobody will collect: each issued redemption is cancelled and its points given back by
 * a refund entry, as a cancellation by the representative does, so no queue or count waits on it
 * and the balance stays the sum of the ledger. (Refunds move neither the total earned nor the tier.)
 */
async function cancelIssuedRedemptions(manager: EntityManager, memberId: number): Promise<number> {
  const refunded = await manager.query<Array<{ points: number }>>(
    `WITH cancelled AS (
       UPDATE loyalty_redemption SET status = 'cancelled', "decidedAt" = now(), "decidedBy" = 'representative', "cancelReason" = $2
        WHERE "memberId" = $1 AND status = 'issued' RETURNING "transactionId", "pointsUsed")
     INSERT INTO loyalty_transaction ("memberId", kind, "pointsAmount", description, "reversesTransactionId")
     SELECT $1, 'refund', "pointsUsed", 'Reward cancelled: ' || $2, "transactionId" FROM cancelled RETURNING "pointsAmount" AS points`,
    [memberId, ERASED_CLAIM_REASON],
  );
  const points = refunded.reduce((sum, row) => sum + row.points, 0);
  if (points > 0) await manager.query(`UPDATE loyalty_member SET "pointsBalance" = "pointsBalance" + $2 WHERE id = $1`, [memberId, points]);
  return refunded.length;
}

