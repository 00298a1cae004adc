import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { DELETE_SUPPRESSION_SQL, ERASE_MESSAGES_TO_SQL, SUPPRESS_ERASED_ADDRESS_SQL } from '../../mail/recipient-sql.js';
import { recordAudit } from '../audit/api.js';
import { DELETE_CAUGHT_MAIL_TO_SQL, DELETE_CLICK_RECENCY_SQL, DELETE_CONSENT_LATEST_SQL, READDRESS_CONSENT_EVENTS_SQL } from '../email/api.js';
import { ADD_TO_BALANCE_SQL, CANCEL_ISSUED_REDEMPTIONS_SQL, ERASE_MEMBER_SQL, LOCK_MEMBER_SQL, WITHDRAW_PENDING_CLAIMS_SQL } from '../loyalty/api.js';
import { DELETE_SUBSCRIBER_SQL } from '../newsletter/api.js';
import { DELETE_SALES_PERSON_SQL, DETACH_STORE_ORDERS_SQL } from '../orders/api.js';
import { DELETE_QUIZ_RESPONSES_OF_USER_SQL } from '../quiz/api.js';
import { DELETE_CONFIRMATIONS_TO_SQL, DELETE_EMAIL_ROW_SQL, LOCK_EMAIL_ROW_SQL } from '../users/api.js';
import type { DataRequester } from './person-export.service.js';
import { findPerson, noteKeys } from './person-profile.service.js';
import type { PersonKeys } from './person-sql.js';
import { execute, sql } from '../../db/sql.js';

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
    if (found.userId !== null) await manager.query(LOCK_EMAIL_ROW_SQL, [found.userId]);
    if (found.memberId !== null) await manager.query(LOCK_MEMBER_SQL, [found.memberId]);
    // Read again under the locks: an erasure that committed meanwhile leaves nothing to find.
    const person = await findPerson(manager, id);
    if (person.userId !== found.userId || person.memberId !== found.memberId) throw new AppError('CONFLICT', 'This person changed meanwhile: open the profile again', 'id');
    await execute(manager, sql<{ set_config: unknown | null }>`SELECT set_config('app.erasing_person', 'on', true)`);
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
    quizResults = await deleted(DELETE_QUIZ_RESPONSES_OF_USER_SQL, [person.userId]);
    // Survey answers go with the row (ON DELETE CASCADE).
    await manager.query(DELETE_EMAIL_ROW_SQL, [person.userId]);
  }
  if (person.memberId !== null) {
    const withdrawn = await manager.query<Array<{ id: string }>>(WITHDRAW_PENDING_CLAIMS_SQL, [person.memberId, ERASED_CLAIM_REASON]);
    claimsWithdrawn = withdrawn.length;
    redemptionsCancelled = await cancelIssuedRedemptions(manager, person.memberId);
    await manager.query(ERASE_MEMBER_SQL, [person.memberId]);
  }
  let emails = 0;
  if (person.email) {
    const address = person.email;
    await manager.query(DELETE_CONFIRMATIONS_TO_SQL, [address]);
    emails = await deleted(ERASE_MESSAGES_TO_SQL, [address]);
    await manager.query(READDRESS_CONSENT_EVENTS_SQL, [address, ERASED_ADDRESS]);
    await manager.query(DELETE_CONSENT_LATEST_SQL, [address]);
    // Orders stay in the sales figures, attributed to nobody.
    await manager.query(DETACH_STORE_ORDERS_SQL, [address, noteKeys(person)]);
    // Their order count (what made them a return customer); the sales figures keep only sums.
    await manager.query(DELETE_SALES_PERSON_SQL, [noteKeys(person)]);
    await manager.query(DELETE_SUBSCRIBER_SQL, [address]);
    await manager.query(DELETE_CLICK_RECENCY_SQL, [address]);
    await manager.query(DELETE_CAUGHT_MAIL_TO_SQL, [address]);
    await manager.query(DELETE_SUPPRESSION_SQL, [address]);
    await manager.query(SUPPRESS_ERASED_ADDRESS_SQL, [address]);
  }
  return { hadEmailRow: person.userId !== null, hadMembership: person.memberId !== null, notes, quizResults, emails, claimsWithdrawn, redemptionsCancelled };
}

/**
 * Rewards nobody will collect: each issued redemption is cancelled and its points given back by
 * a refund entry, as a cancellation by the representative does, so no queue or count waits on it
 * and the balance stays the sum of the ledger. (Refunds move neither the total earned nor the tier.)
 */
async function cancelIssuedRedemptions(manager: EntityManager, memberId: number): Promise<number> {
  const refunded = await manager.query<Array<{ points: number }>>(CANCEL_ISSUED_REDEMPTIONS_SQL, [memberId, ERASED_CLAIM_REASON]);
  const points = refunded.reduce((sum, row) => sum + row.points, 0);
  if (points > 0) await manager.query(ADD_TO_BALANCE_SQL, [memberId, points]);
  return refunded.length;
}

