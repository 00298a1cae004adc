// What other features may use of the email channel.
import type { LinkSigner, MessageLinks } from '../../mail/link-signer.js';

/** How this process delivers email: real SMTP, the development catcher, or held in the queue. */
export type MailDelivery = 'smtp' | 'catcher' | 'held';

export interface MailChannel {
  delivery: MailDelivery;
  links: MessageLinks;
  /** Signs and checks tokens in links (confirmations); the key is shared by every process of the database. */
  signer: LinkSigner;
  /** Tells this process's worker (if it runs one) to look at the outbox now; call after a commit that enqueued mail. */
  wake(): void;
}

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /** The email channel (set by the email feature's start). */
    mail: MailChannel;
  }
}

export {
  hasMarketingConsent,
  MARKETING_CONSENTED_SQL,
  marketingConsentsAmong,
  NEWSLETTER,
  recordConsent,
  withdrawnSince,
} from './consent-log.js';
// Offered to every feature's SQL: the view email_link_clicks (sql/email_link_clicks.sql), the clicks on links in our emails.
export { occasionFigures } from './email-figures.service.js';
/** The statements a person's profile and erasure run on what this feature keeps of her address. */
export { consentEventsOf, deleteCaughtMailTo, deleteClickRecency, deleteConsentLatest, messagesWithClicksTo, readdressConsentEvents } from './person-email-sql.js';
