import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { messageByToken } from '../../mail/outbox-sql.js';
import { suppressUnsubscribed } from '../../mail/recipient-sql.js';
import { hasMarketingConsent, NEWSLETTER, recordConsent } from './consent-log.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export const LINK_BROKEN = 'This link is incomplete or was changed. Open it again from your email.';

interface MessageRow {
  id: string;
  recipient: string;
  template: string;
}

async function findMessage(deps: AppDeps, token: string): Promise<MessageRow | null> {
  const [row] = await queryRows(deps.dataSource, messageByToken(token));
  return row ?? null;
}

/** Where a tracked link in an email leads, after its click is recorded; a forged link leads nowhere. */
export async function followTrackedLink(deps: AppDeps, input: { m: string; to: string; s: string }): Promise<string> {
  if (!deps.mail.links.verifyClick(input.m, input.to, input.s)) throw new AppError('BAD_REQUEST', LINK_BROKEN, 's');
  const message = await findMessage(deps, input.m);
  if (message) {
    const url = new URL(input.to);
    await execute(deps.dataSource, sql`INSERT INTO email_click ("messageId", "target") VALUES (${message.id}::bigint, ${`${url.host}${url.pathname}`.slice(0, 300)})`);
  }
  return input.to;
}

/**
 * Unsubscribes the recipient of a message from everything that is not essential: suppressed for
 * the workers (honoured before the next send), consent withdrawn in the log, with the email it
 * came from. Needs no sign-in, only the signed link; a second time changes nothing.
 */
export async function unsubscribe(deps: AppDeps, input: { m: string; s: string }, source: 'unsubscribe-page' | 'one-click'): Promise<{ unsubscribed: true }> {
  if (!deps.mail.links.verifyUnsubscribe(input.m, input.s)) throw new AppError('BAD_REQUEST', LINK_BROKEN, 's');
  const message = await findMessage(deps, input.m);
  if (!message) throw new AppError('NOT_FOUND', 'This email is no longer on file, so there is nothing to unsubscribe from.', 'm');
  await deps.dataSource.transaction(async (manager) => {
    const [inserted] = await queryRows(manager, suppressUnsubscribed(message.recipient));
    if (!inserted) return;
    const withdrawal = { address: message.recipient, action: 'withdrawn', source, template: message.template, messageId: message.id } as const;
    await recordConsent(manager, withdrawal);
    // The newsletter is marketing too: one unsubscribe stops it as well (the figures count the row above).
    if (await hasMarketingConsent(manager, message.recipient, NEWSLETTER)) await recordConsent(manager, { ...withdrawal, purpose: NEWSLETTER });
  });
  return { unsubscribed: true };
}
