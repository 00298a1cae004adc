import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import type { EmailTemplate } from '../../mail/email-template.js';
import { enqueueEmails } from '../../mail/enqueue-email.js';
import type { LoyaltyMemberEntity } from './loyalty-member.entity.js';

/**
 * Queues, in the caller's transaction, the email telling each member about a change of her
 * points (`id`: the claim or ledger entry it is about, so a change is mailed at most once). Only
 * a member with a confirmed address is written to: one without an address gets nothing.
 */
export async function queuePointsEmails(
  manager: EntityManager,
  template: EmailTemplate<{ id: string }>,
  changes: ReadonlyArray<{ id: string; member: Pick<LoyaltyMemberEntity, 'email' | 'confirmedAt'> | undefined }>,
): Promise<number> {
  const requests = changes.flatMap(({ id, member }) =>
    member?.email && member.confirmedAt ? [{ to: member.email, occasion: `${template.name}:${id}`, payload: { id } }] : [],
  );
  return enqueueEmails(manager, template, requests);
}

/** What a change of points answered, once the mail worker is told the change's emails are waiting. */
export async function wakingMail<Result>(deps: Pick<AppDeps, 'mail'>, change: Promise<Result>): Promise<Result> {
  const result = await change;
  deps.mail.wake();
  return result;
}
