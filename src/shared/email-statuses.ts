/** Where an email in the outbox stands (stored in email_message.status). */
export const emailStatuses = ['queued', 'sending', 'sent', 'failed', 'suppressed', 'skipped'] as const;
export type EmailStatus = (typeof emailStatuses)[number];
