import type { AppDeps } from '../../core/app-deps.js';
import type { StartedFeature } from '../../core/feature-module.js';
import { LinkSigner, loadLinkSigningKey, MessageLinks } from '../../mail/link-signer.js';
import { createSmtpTransport } from '../../mail/mail-transport.js';
import { type RunningMailWorker, startMailWorker } from '../../mail/mail-worker.js';
import { type RunningCatcher, startSmtpCatcher } from '../../mail/smtp-catcher.js';
import type { MailDelivery } from './api.js';
import { storeCaughtMail } from './caught-mail-store.js';

/** The domain of MAIL_FROM, for Message-IDs (`<token@domain>`). */
export function senderDomain(mailFrom: string, siteUrl: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? new URL(siteUrl).hostname;
}

/**
 * Starts this process's part of the email channel: the development catcher when there is no
 * SMTP_URL (outside production), and a worker when MAIL_WORKER is `in-app`. In production
 * without SMTP_URL nothing is sent: messages wait in the outbox and the dashboard says so.
 */
export async function startMailChannel(deps: AppDeps): Promise<StartedFeature> {
  const { env } = deps;
  const signer = new LinkSigner(await loadLinkSigningKey(deps.dataSource, env.APP_SECRET));
  const links = new MessageLinks(signer, env.SITE_URL);
  let smtpUrl = env.SMTP_URL;
  let delivery: MailDelivery = 'smtp';
  let catcher: RunningCatcher | null = null;
  if (!smtpUrl && env.NODE_ENV !== 'production') {
    catcher = await startSmtpCatcher({ onMessage: (message) => storeCaughtMail(deps.dataSource, message) });
    smtpUrl = catcher.url;
    delivery = 'catcher';
  } else if (!smtpUrl) {
    delivery = 'held';
    deps.logger?.warn('SMTP_URL is not set: email waits in the outbox, unsent, until it is (the dashboard shows how many)');
  }

  let worker: RunningMailWorker | null = null;
  if (smtpUrl && env.MAIL_WORKER === 'in-app') {
    worker = startMailWorker({
      deps,
      templates: deps.emailTemplates,
      transport: createSmtpTransport({ url: smtpUrl, from: env.MAIL_FROM, maxConnections: env.MAIL_CONCURRENCY }),
      links,
      messageIdDomain: senderDomain(env.MAIL_FROM, env.SITE_URL),
      pollMs: env.MAIL_POLL_MS,
      leaseSeconds: env.MAIL_LEASE_SECONDS,
      concurrency: env.MAIL_CONCURRENCY,
    });
  }
  deps.mail = { delivery, links, signer, wake: () => worker?.wake() };
  return {
    async stop() {
      await worker?.stop();
      await catcher?.close();
    },
  };
}
