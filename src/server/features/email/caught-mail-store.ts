import type { DataSource } from 'typeorm';
import type { CaughtMessage } from '../../mail/smtp-catcher.js';
import { CaughtMailEntity } from './caught-mail.entity.js';

/** Keeps a caught message in PostgreSQL, so every process's catcher feeds the one /dev/mail. */
export async function storeCaughtMail(dataSource: DataSource, { parsed, recipients }: CaughtMessage): Promise<void> {
  await dataSource.getRepository(CaughtMailEntity).insert({
    messageId: parsed.messageId ?? null,
    recipients: recipients.join(', '),
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    headers: parsed.headerLines.map((header) => header.line).join('\n'),
  });
}

export const CAUGHT_MAIL_LIST_LIMIT = 200;

export function listCaughtMail(dataSource: DataSource) {
  return dataSource.getRepository(CaughtMailEntity).find({
    select: { id: true, recipients: true, subject: true, receivedAt: true },
    order: { id: 'DESC' },
    take: CAUGHT_MAIL_LIST_LIMIT,
  });
}

export function findCaughtMail(dataSource: DataSource, id: number) {
  return dataSource.getRepository(CaughtMailEntity).findOneBy({ id });
}
