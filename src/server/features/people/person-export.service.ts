import type { DataSource } from 'typeorm';
import type { PersonProfile } from '../../../shared/people.js';
import { recordAudit } from '../audit/api.js';
import { subscriptionsOf } from '../newsletter/api.js';
import { storeOrdersOf } from '../orders/api.js';
import { quizAnswersOfUser } from '../quiz/api.js';
import { confirmationsTo } from '../users/api.js';
import { queryRows } from '../../db/sql.js';
import { findPerson, profileOf } from './person-profile.service.js';

export type DataRequester = 'representative' | 'person' | 'retention';

/** Everything stored about one person (GDPR articles 15 and 20), as one JSON document. */
export interface PersonalDataExport {
  exportedAt: string;
  person: Omit<PersonProfile, 'quizResults'>;
  quizResults: Array<PersonProfile['quizResults'][number] & { answers: unknown; result: unknown }>;
  emailConfirmations: Array<{ createdAt: string; expiresAt: string; usedAt: string | null; details: unknown }>;
  storeOrders: Array<{ orderNumber: string; orderedOn: string; totalCents: number }>;
  newsletter: Array<{ status: string; createdAt: string; confirmedAt: string | null; unsubscribedAt: string | null }>;
}

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The person's data, every row of it, read in one snapshot: only rows reached from this person's
 * email row, membership and address, so no one else's data can be in it.
 */
export async function exportPerson(dataSource: DataSource, id: string, requestedBy: DataRequester): Promise<PersonalDataExport> {
  return dataSource.transaction('REPEATABLE READ', async (manager) => {
    const person = await findPerson(manager, id);
    const { quizResults, ...profile } = await profileOf(manager, person, null);
    const answers = person.userId === null ? [] : await queryRows(manager, quizAnswersOfUser(person.userId));
    const byId = new Map(answers.map((row) => [row.id, row]));
    const email = profile.email;
    const confirmations = email ? await queryRows(manager, confirmationsTo(email)) : [];
    const storeOrders = email ? await queryRows(manager, storeOrdersOf(email)) : [];
    const newsletter = email ? await queryRows(manager, subscriptionsOf(email)) : [];
    await recordAudit(manager, { area: 'person', subject: person.id, action: 'export', after: { requestedBy } });
    return {
      exportedAt: new Date().toISOString(),
      person: profile,
      quizResults: quizResults.map((result) => ({ ...result, answers: byId.get(result.id)?.responses ?? null, result: byId.get(result.id)?.result ?? null })),
      emailConfirmations: confirmations.map((row) => ({ createdAt: iso(row.createdAt)!, expiresAt: iso(row.expiresAt)!, usedAt: iso(row.usedAt), details: row.details })),
      storeOrders,
      newsletter: newsletter.map((row) => ({ status: row.status, createdAt: iso(row.createdAt)!, confirmedAt: iso(row.confirmedAt), unsubscribedAt: iso(row.unsubscribedAt) })),
    };
  });
}
