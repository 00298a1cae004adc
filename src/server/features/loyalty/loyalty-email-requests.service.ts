import type { AppDeps } from '../../core/app-deps.js';
import type { EmailRequestOutput, JoinInput } from '../../../shared/loyalty.js';
import { ADDRESS_ANSWER_FLOOR_MS } from '../../../shared/users.js';
import { withAnswerFloor } from '../../core/answer-floor.js';
import { enqueueVisitorEmail } from '../../mail/visitor-mail.js';
import { createConfirmation } from '../users/api.js';
import { joinConfirmationEmail } from './emails/join-confirmation-email.js';
import { loyaltyCodeEmail } from './emails/loyalty-code-email.js';
import { joinLoyalty } from './loyalty-members.service.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';

export const LOYALTY_JOIN = 'loyalty-join';
/** A member gets their code by email at most once in this many minutes. */
const CODE_EMAIL_INTERVAL_MINUTES = 10;

/** The occasion of a code email: one per address per interval, so a flood of requests sends one. */
function codeOccasion(): string {
  return `code:${Math.floor(Date.now() / (CODE_EMAIL_INTERVAL_MINUTES * 60_000))}`;
}

/**
 * Inside the caller's transaction: a member who is not confirmed yet gets a confirmation link
 * (at most one per interval); an active member gets their code. Nothing happens for an address
 * that is not a member. The name typed with this request wins over the stored one, which may
 * have come from whoever enrolled the address first.
 */
async function emailMemberByState(deps: AppDeps, manager: Parameters<typeof joinLoyalty>[0], address: string, typedFirstName?: string): Promise<void> {
  const member = await manager.getRepository(LoyaltyMemberEntity).findOne({ where: { email: address }, select: { id: true, confirmedAt: true, firstName: true } });
  if (!member) return;
  if (member.confirmedAt) {
    await enqueueVisitorEmail(deps, manager, loyaltyCodeEmail, { to: address, occasion: codeOccasion(), payload: {} });
    return;
  }
  const details = { firstName: typedFirstName ?? member.firstName ?? 'there', wantsCyclingGuide: false, consent: false, quizResponseId: null, form: LOYALTY_JOIN };
  const confirmationId = await createConfirmation(manager, address, details);
  if (confirmationId !== null) {
    await enqueueVisitorEmail(deps, manager, joinConfirmationEmail, { to: address, occasion: `confirmation:${confirmationId}`, payload: { confirmationId, firstName: details.firstName } });
  }
}

/**
 * Joining on /loyalty: a new address becomes a member that is not active yet, and gets a link to
 * confirm it (the code comes with the welcome email once confirmed), so enrolling someone else's
 * address gives the enroller nothing. An address that is already a member gets its code, or its
 * confirmation link again. The answer is the same in every case.
 */
export function requestMembership(deps: AppDeps, input: JoinInput): Promise<EmailRequestOutput> {
  const address = input.email.trim().toLowerCase();
  return withAnswerFloor(ADDRESS_ANSWER_FLOOR_MS, async () => {
    await deps.dataSource.transaction(async (manager) => {
      await joinLoyalty(manager, { email: address, firstName: input.firstName });
      await emailMemberByState(deps, manager, address, input.firstName);
    });
    deps.mail.wake();
    return { accepted: true };
  });
}

/** "Send me my loyalty code": the cure for a lost code, sent only to the member's own address. */
export function requestCodeEmail(deps: AppDeps, email: string): Promise<EmailRequestOutput> {
  const address = email.trim().toLowerCase();
  return withAnswerFloor(ADDRESS_ANSWER_FLOOR_MS, async () => {
    await deps.dataSource.transaction((manager) => emailMemberByState(deps, manager, address));
    deps.mail.wake();
    return { accepted: true as const };
  });
}
