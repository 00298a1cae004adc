import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { deleteSuppression, eraseMessagesTo, suppressErasedAddress } from '../../mail/recipient-sql.js';
import { recordAudit } from '../audit/api.js';
import { deleteCaughtMailTo, deleteClickRecency, deleteConsentLatest, readdressConsentEvents } from '../email/api.js';
import { addToBalance, cancelIssuedRedemptions, eraseMember, lockMember, withdrawPendingClaims } from '../loyalty/api.js';
import { deleteSubscriber } from '../newsletter/api.js';
import { deleteSalesPerson, detachStoreOrders } from '../orders/api.js';
import { deleteQuizResponsesOfUser } from '../quiz/api.js';
import { deleteConfirmationsTo, deleteEmailRow, lockEmailRow } from '../users/api.js';
import type { DataRequester } from './person-export.service.js';
import { findPerson, noteKeys } from './person-profile.service.js';
import type { PersonKeys } from './person-sql.js';
import { execute, queryRows, sql } from '../../db/sql.js';

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
    if (found.userId !== null) await execute(manager, lockEmailRow(found.userId));
    if (found.memberId !== null) await execute(manager, lockMember(found.memberId));
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
  const notes = await execute(manager, sql`DELETE FROM person_note WHERE "personId" = ANY(${noteKeys(person)}::uuid[])`);
  let quizResults = 0;
  let claimsWithdrawn = 0;
  let redemptionsCancelled = 0;
  if (person.userId !== null) {
    quizResults = await execute(manager, deleteQuizResponsesOfUser(person.userId));
    // Survey answers go with the row (ON DELETE CASCADE).
    await execute(manager, deleteEmailRow(person.userId));
  }
  if (person.memberId !== null) {
    const withdrawn = await queryRows(manager, withdrawPendingClaims(person.memberId, ERASED_CLAIM_REASON));
    claimsWithdrawn = withdrawn.length;
    redemptionsCancelled = await refundIssuedRedemptions(manager, person.memberId);
    await execute(manager, eraseMember(person.memberId));
  }
  let emails = 0;
  if (person.email) {
    const address = person.email;
    await execute(manager, deleteConfirmationsTo(address));
    emails = await execute(manager, eraseMessagesTo(address));
    await execute(manager, readdressConsentEvents(address, ERASED_ADDRESS));
    await execute(manager, deleteConsentLatest(address));
    // Orders stay in the sales figures, attributed to nobody.
    await execute(manager, detachStoreOrders(address, noteKeys(person)));
    // Their order count (what made them a return customer); the sales figures keep only sums.
    await execute(manager, deleteSalesPerson(noteKeys(person)));
    await execute(manager, deleteSubscriber(address));
    await execute(manager, deleteClickRecency(address));
    await execute(manager, deleteCaughtMailTo(address));
    await execute(manager, deleteSuppression(address));
    await execute(manager, suppressErasedAddress(address));
  }
  return { hadEmailRow: person.userId !== null, hadMembership: person.memberId !== null, notes, quizResults, emails, claimsWithdrawn, redemptionsCancelled };
}

/**
 * Rewards nobody will collect: each issued redemption is cancelled and its points given back by
 * a refund entry, as a cancellation by the representative does, so no queue or count waits on it
 * and the balance stays the sum of the ledger. (Refunds move neither the total earned nor the tier.)
 */
async function refundIssuedRedemptions(manager: EntityManager, memberId: number): Promise<number> {
  const refunded = await queryRows(manager, cancelIssuedRedemptions(memberId, ERASED_CLAIM_REASON));
  const points = refunded.reduce((sum, row) => sum + row.points, 0);
  if (points > 0) await execute(manager, addToBalance(memberId, points));
  return refunded.length;
}

