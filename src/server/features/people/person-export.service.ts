import type { DataSource } from 'typeorm';
import type { PersonProfile } from '../../../shared/people.js';
import { recordAudit } from '../audit/api.js';
import { SUBSCRIPTIONS_OF_SQL } from '../newsletter/api.js';
import { STORE_ORDERS_OF_SQL } from '../orders/api.js';
import { QUIZ_ANSWERS_OF_USER_SQL } from '../quiz/api.js';
import { CONFIRMATIONS_TO_SQL } from '../users/api.js';
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
    const answers =
      person.userId === null
        ? []
        : await manager.query<Array<{ id: number; responses: unknown; result: unknown }>>(QUIZ_ANSWERS_OF_USER_SQL, [person.userId]);
    const byId = new Map(answers.map((row) => [row.id, row]));
    const email = profile.email;
    const confirmations = email
      ? await manager.query<Array<{ createdAt: Date; expiresAt: Date; usedAt: Date | null; details: unknown }>>(CONFIRMATIONS_TO_SQL, [email])
      : [];
    const storeOrders = email
      ? await manager.query<Array<{ orderNumber: string; orderedOn: string; totalCents: number }>>(STORE_ORDERS_OF_SQL, [email])
      : [];
    const newsletter = email
      ? await manager.query<Array<{ status: string; createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null }>>(SUBSCRIPTIONS_OF_SQL, [email])
      : [];
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
