import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../core/app-deps.js';
import { EmailDataGone, type EmailRenderInput, EmailSkipped, type EmailTemplate } from './email-template.js';
import type { EmailStatus } from '../../shared/email-statuses.js';
import type { MessageLinks } from './link-signer.js';
import { isRecipientRejected, type MailTransport } from './mail-transport.js';
import { renderEmail } from './render-email.js';
import { createSharedRenders } from './shared-render.js';
import { execute, queryRows, sql } from '../db/sql.js';

/** Attempts before a message is given up (with the last reason kept). */
export const MAX_SEND_ATTEMPTS = 8;

/** Wait before attempt n+1: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorkerOptions {
  deps: AppDeps;
  templates: ReadonlyMap<string, EmailTemplate<unknown>>;
  transport: MailTransport;
  links: MessageLinks;
  /** The host part of Message-IDs. */
  messageIdDomain: string;
  pollMs: number;
  leaseSeconds: number;
  concurrency: number;
}

export interface RunningMailWorker {
  /** Look for due messages now instead of at the next poll. */
  wake(): void;
  /** Finishes the messages in hand, then stops. */
  stop(): Promise<void>;
}

interface ClaimedMessage {
  id: string;
  token: string;
  recipient: string;
  template: string;
  payload: unknown;
  attempts: number;
  /** Why the address must not be written to ('unsubscribed', 'bounced', 'erased'), read at claim time. */
  suppressed: string | null;
}

// Due messages, and messages whose sender's lease ran out (it died mid-send), oldest first;
// SKIP LOCKED lets any number of workers claim side by side without waiting on each other.
// (Wrapped in a WITH so the driver answers the rows, as for any SELECT.)
const claimDueMessages = (batchSize: number, leaseSeconds: number) => sql<ClaimedMessage>`
  WITH claimed AS (
  UPDATE email_message AS message
  SET "status" = 'sending', "attempts" = message."attempts" + 1, "leaseUntil" = now() + make_interval(secs => ${leaseSeconds})
  FROM (
    SELECT "id" FROM email_message
    WHERE "status" IN ('queued', 'sending') AND "sendAfter" <= now() AND coalesce("leaseUntil", '-infinity') < now()
    ORDER BY "sendAfter", "id"
    LIMIT ${batchSize}
    FOR UPDATE SKIP LOCKED
  ) AS due
  WHERE message."id" = due."id"
  RETURNING message."id", message."token", message."recipient", message."template", message."payload", message."attempts"
  ) SELECT claimed.*, coalesce(erased."reason", suppression."reason") AS suppressed
    FROM claimed LEFT JOIN email_suppression AS suppression ON suppression."address" = claimed."recipient"
    LEFT JOIN email_suppression AS erased ON erased."address" = 'sha256:' || encode(sha256(convert_to(claimed."recipient", 'UTF8')), 'hex')`;

// Only the claim this worker holds: a worker whose lease ran out must not overwrite the next one's work.
const finishClaim = (message: ClaimedMessage, status: EmailStatus, reason: string | null, retryInSeconds: number) => sql`
  UPDATE email_message
  SET "status" = ${status}::varchar, "lastError" = ${reason}, "leaseUntil" = NULL,
      "sentAt" = CASE WHEN ${status}::varchar = 'sent' THEN now() ELSE "sentAt" END,
      "sendAfter" = CASE WHEN ${status}::varchar = 'queued' THEN now() + make_interval(secs => ${retryInSeconds}) ELSE "sendAfter" END
  WHERE "id" = ${message.id}::bigint AND "status" = 'sending' AND "attempts" = ${message.attempts}`;

/** A message drawn for its one recipient. */
async function renderForOne(template: EmailTemplate<unknown>, input: EmailRenderInput<unknown>): Promise<{ subject: string; html: string; text: string }> {
  const { subject, body } = await template.render(input);
  return { subject, ...(await renderEmail(body)) };
}

/**
 * Sends the outbox: claims due messages in batches, renders each from its template, hands it to
 * SMTP and records the outcome. Temporary failures wait and retry with a growing delay; a
 * refused recipient is given up and suppressed. Timed messages are rows with a future
 * `sendAfter`, so a restart loses none.
 */
export function startMailWorker(options: MailWorkerOptions): RunningMailWorker {
  const { deps, templates, transport, links } = options;
  const { dataSource } = deps;
  const batchSize = options.concurrency * 4;
  let stopped = false;
  let wakeUp = new AbortController();
  let outageReported = false;
  const sharedRenders = createSharedRenders();

  async function finish(message: ClaimedMessage, status: EmailStatus, reason: string | null, retryInSeconds = 0): Promise<void> {
    await execute(dataSource, finishClaim(message, status, reason?.slice(0, 2000) ?? null, retryInSeconds));
    deps.metrics.emailFinished(status === 'queued' ? 'retry' : (status as 'sent' | 'failed' | 'suppressed' | 'skipped'));
  }

  async function retryOrGiveUp(message: ClaimedMessage, reason: string): Promise<void> {
    if (message.attempts >= MAX_SEND_ATTEMPTS) await finish(message, 'failed', `gave up after ${message.attempts} attempts: ${reason}`);
    else await finish(message, 'queued', reason, retryDelaySeconds(message.attempts));
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    const template = templates.get(message.template);
    if (!template) return finish(message, 'failed', `no template named "${message.template}"`);
    // Read when the message is claimed, just before it is sent: an unsubscribe is honoured by every message still waiting.
    const { suppressed } = message;
    if (suppressed === 'bounced' || suppressed === 'erased' || (suppressed === 'unsubscribed' && !template.essential)) return finish(message, 'suppressed', suppressed);

    let mail;
    try {
      const payload = template.payload.parse(message.payload);
      const messageLinks = {
        track: (url: string) => links.click(message.token, url),
        unsubscribeUrl: template.essential ? null : links.unsubscribePage(message.token),
      };
      const { subject, ...content } = template.sameForEveryRecipient
        ? await sharedRenders.render(
            `${template.name}:${JSON.stringify(payload)}`,
            template.essential,
            (standIns) => template.render({ payload, recipient: '', deps, manager: dataSource.manager, links: standIns }),
            messageLinks,
          )
        : await renderForOne(template, { payload, recipient: message.recipient, deps, manager: dataSource.manager, links: messageLinks });
      mail = {
        to: message.recipient,
        // Names typed by visitors end up in subjects: never let a line break start a new header.
        subject: subject.replace(/[\r\n\u2028\u2029]+/g, ' ').trim(),
        ...content,
        messageId: `<${message.token}@${options.messageIdDomain}>`,
        headers: template.essential
          ? {}
          : { 'List-Unsubscribe': `<${links.oneClickUnsubscribe(message.token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    } catch (error) {
      if (error instanceof EmailSkipped) return finish(message, 'skipped', error.message);
      if (error instanceof EmailDataGone || (error instanceof Error && error.name === 'ZodError')) return finish(message, 'failed', `cannot render: ${error.message}`);
      return retryOrGiveUp(message, `render: ${describe(error)}`);
    }

    try {
      await transport.send(mail);
    } catch (error) {
      if (isRecipientRejected(error)) {
        await execute(dataSource, sql`INSERT INTO email_suppression ("address", "reason") VALUES (${message.recipient}, 'bounced') ON CONFLICT ("address") DO UPDATE SET "reason" = 'bounced'`);
        return finish(message, 'failed', `recipient refused: ${describe(error)}`);
      }
      return retryOrGiveUp(message, describe(error));
    }
    await finish(message, 'sent', null);
  }

  async function runBatch(): Promise<number> {
    const claimed = await queryRows(dataSource, claimDueMessages(batchSize, options.leaseSeconds));
    // A few at a time, like the SMTP pool's connections; each outcome is written as soon as it is known.
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const message = claimed[next++]!;
        await deliver(message).catch((error: unknown) => deps.logger?.error({ err: error, messageId: message.id }, 'mail worker: a message could not be recorded'));
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, lane));
    return claimed.length;
  }

  const loop = (async () => {
    while (!stopped) {
      let sent = 0;
      try {
        sent = await runBatch();
        if (outageReported) deps.logger?.info('mail worker: the database answers again');
        outageReported = false;
      } catch (error) {
        if (!outageReported) deps.logger?.warn({ reason: describe(error) }, 'mail worker: cannot reach the outbox; retrying');
        outageReported = true;
      }
      // A full batch means more may be due: go on at once. Otherwise wait for the poll or a wake-up.
      if (sent < batchSize && !stopped) {
        await sleep(options.pollMs, undefined, { signal: wakeUp.signal }).catch(() => {});
        wakeUp = new AbortController();
      }
    }
  })();

  return {
    wake() {
      wakeUp.abort();
    },
    async stop() {
      stopped = true;
      wakeUp.abort();
      await loop;
      transport.close();
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
