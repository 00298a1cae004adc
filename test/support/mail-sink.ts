import type { ParsedMail } from 'mailparser';
import { linksOf } from '../../src/server/features/email/dev-mail-pages.js';
import { startSmtpCatcher } from '../../src/server/mail/smtp-catcher.js';

export interface SinkMessage {
  parsed: ParsedMail;
  recipients: string[];
  /** Every href of the HTML part, entities decoded, without repeats. */
  links: string[];
}

export interface MailSink {
  /** The SMTP_URL of this sink. */
  url: string;
  messages: SinkMessage[];
  /** Messages to `address`, in arrival order. */
  to(address: string): SinkMessage[];
  /** Waits until `predicate` holds for the messages received (or fails after `timeoutMs`). */
  waitFor(predicate: (messages: SinkMessage[]) => boolean, timeoutMs?: number): Promise<SinkMessage[]>;
  /** Makes the sink refuse recipients with this SMTP reply until cleared with null. */
  refuseWith(reply: { code: number; message: string } | null): void;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) that parses what arrives (mailparser), for tests. */
export async function startMailSink(): Promise<MailSink> {
  const messages: SinkMessage[] = [];
  let refusal: { code: number; message: string } | null = null;
  const catcher = await startSmtpCatcher({
    onMessage({ parsed, recipients }) {
      messages.push({ parsed, recipients, links: linksOf(typeof parsed.html === 'string' ? parsed.html : '') });
    },
    refuse: () => refusal,
  });
  return {
    url: catcher.url,
    messages,
    to: (address) => messages.filter((message) => message.recipients.includes(address)),
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) throw new Error(`mail sink: condition not met after ${timeoutMs} ms (${messages.length} messages)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    refuseWith(reply) {
      refusal = reply;
    },
    close: () => catcher.close(),
  };
}
