import { randomBytes } from 'node:crypto';
import { confirmAddress } from './confirm-address.js';
import { freshAddress } from './loyalty-test-helpers.js';
import { newSessionId, sensitiveBudgetAnswers } from './quiz-test-data.js';
import type { TestContext } from './test-app.js';

export interface TestPerson {
  email: string;
  firstName: string;
  sessionId: string;
  quizResponseId: number;
  /** The person's id in the back-office (their email row's uuid). */
  id: string;
  loyaltyCode: string | null;
}

/**
 * A person as the site makes one: a full quiz (started from a visit `source` when given), the
 * email capture, and (unless `confirm` is false) a click on the confirmation link, which also
 * makes them a loyalty member.
 */
export async function newPerson(
  t: TestContext,
  options: { firstName?: string; confirm?: boolean; consent?: boolean; email?: string; source?: string } = {},
): Promise<TestPerson> {
  const firstName = options.firstName ?? 'Ivy';
  const email = options.email ?? `${firstName.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  const sessionId = newSessionId();
  if (options.source) {
    const start = await t.app.inject({ method: 'POST', url: '/api/quiz/start', payload: { sessionId, source: options.source }, remoteAddress: freshAddress() });
    if (start.statusCode !== 200) throw new Error(`quiz start failed: ${start.statusCode} ${start.body}`);
  }
  const submit = await t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null }, remoteAddress: freshAddress() });
  if (submit.statusCode !== 200) throw new Error(`quiz submit failed: ${submit.statusCode} ${submit.body}`);
  const { quizResponseId } = submit.json() as { quizResponseId: number };
  const capture = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, firstName, wantsCyclingGuide: false, consent: options.consent ?? false, quizResponseId, sessionId },
    remoteAddress: freshAddress(),
  });
  if (capture.statusCode !== 200) throw new Error(`email capture failed: ${capture.statusCode} ${capture.body}`);
  if (options.confirm !== false) {
    const confirmed = await confirmAddress(t, email);
    if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  const [row] = await t.deps.dataSource.query<Array<{ id: string; loyaltyCode: string | null }>>(
    `SELECT u."personId" AS id, m."loyaltyCode" FROM "user" u LEFT JOIN loyalty_member m ON m.email = u.email WHERE u.email = $1`,
    [email],
  );
  return { email, firstName, sessionId, quizResponseId, id: row!.id, loyaltyCode: row!.loyaltyCode };
}
