import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import type { DataRequester } from './person-export.service.js';
import { findPerson, noteKeys } from './person-profile.service.js';
import type { PersonKeys } from './person-sql.js';

/** What the consent log keeps of an erased person's grants and withdrawals: the rows, counted, under no address. */
export const ERASED_ADDRESS = 'erased';
export const ERASED_CLAIM_REASON = 'Withdrawn: the member asked to be erased';

/**
 * Erases a person (GDPR article 17): their email row, quiz answers, survey answers, notes,
 * confirmation links, caught development mail and the address wherever it was stored go; what
 * the books need stays without naming them (the membership keeps its ledger, claims and
 * redemptions under a new random code, with no name or email, inactive; sent mail keeps its
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
    await manager.query(
      `UPDATE loyalty_member SET email = NULL, "firstName" = NULL, "confirmedAt" = NULL, "loyaltyCode" = $2, "personId" = gen_random_uuid() WHERE id = $1`,
      [person.memberId, `ERASED-${randomBytes(8).toString('hex').toUpperCase()}`],
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
    await manager.query(`UPDATE store_order SET email = NULL WHERE email = $1`, [address]);
    await manager.query(`DELETE FROM newsletter_subscriber WHERE address = $1`, [address]);
    await manager.query(`DELETE FROM caught_mail WHERE strpos(lower(recipients || headers || html || text), $1) > 0`, [address]);
    await manager.query(`DELETE FROM email_suppression WHERE address = $1`, [address]);
    await manager.query(
      `INSERT INTO email_suppression (address, reason) VALUES ('sha256:' || encode(sha256(convert_to($1, 'UTF8')), 'hex'), 'erased')
       ON CONFLICT (address) DO UPDATE SET reason = 'erased'`,
      [address],
    );
  }
  return { hadEmailRow: person.userId !== null, hadMembership: person.memberId !== null, notes, quizResults, emails, claimsWithdrawn };
}

