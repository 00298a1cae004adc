import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmAddress } from '../../../../test/support/confirm-address.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { joinLoyalty } from '../loyalty/api.js';

const t = useTestApp();

/** The funnel stages a person is counted in (1 Quiz Started … 5 Loyalty Purchase). */
async function stagesOf(person: string): Promise<number[]> {
  const rows = await t.deps.dataSource.query<{ stage: number }[]>(
    `SELECT stage FROM funnel_person, generate_series(1, 5) AS stage WHERE person = $1 AND funnel_stage_reached(steps, stage) ORDER BY stage`,
    [person],
  );
  return rows.map((row) => row.stage);
}

let visitor = 0;
/** A visitor of their own (per-address limits count each on its own), over the real endpoints. */
function newVisitor() {
  visitor += 1;
  const remoteAddress = `10.81.${visitor >> 8}.${visitor & 255}`;
  return (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
}

async function funnelCounts(): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=7', headers: { cookie: await repCookie(t.app) } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().conversionFunnel as Array<{ count: number }>).map((step) => step.count);
}

const newCartSessionId = () => `cart_${Date.now()}_${randomBytes(16).toString('hex')}`;

describe('one person through the funnel, over the real endpoints', () => {
  it('is followed from the quiz to the email, the cart and an approved loyalty purchase', async () => {
    const sessionId = newSessionId();
    const email = `journey-${randomBytes(4).toString('hex')}@example.com`;
    const post = newVisitor();
    await post('/api/quiz/start', { sessionId });
    expect(await stagesOf(sessionId)).toEqual([1]);
    const result = (await post('/api/quiz/submit', { sessionId, responses: sensitiveBudgetAnswers, userId: null })).json();
    expect(await stagesOf(sessionId)).toEqual([1, 2]);
    expect((await post('/api/users', { email, firstName: 'Jo', quizResponseId: result.quizResponseId, sessionId })).statusCode).toBe(200);
    // An address counts once it is confirmed, not when it is typed.
    expect(await stagesOf(sessionId)).toEqual([1, 2]);
    expect((await confirmAddress(t, email)).statusCode).toBe(200);
    expect(await stagesOf(sessionId)).toEqual([1, 2, 3]);

    const { products } = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect((await post('/api/cart/add', { sessionId: newCartSessionId(), productId: products[0].id, quantity: 1, quizSessionId: sessionId })).statusCode).toBe(200);
    expect(await stagesOf(sessionId)).toEqual([1, 2, 3, 4]);

    const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: 'Jo' }, { confirmed: true }));
    const claim = (await post('/api/loyalty/purchase', { loyaltyCode: member.loyaltyCode, avonOrderNumber: `J-${Date.now()}`, avonOrderTotal: 3_000 })).json();
    // A pending claim is not a purchase yet.
    expect(await stagesOf(sessionId)).toEqual([1, 2, 3, 4]);
    const cookie = await repCookie(t.app);
    const approved = await t.app.inject({ method: 'POST', url: '/api/admin/loyalty/claims/approve', headers: { cookie }, payload: { claimIds: [claim.transaction.id.replace('claim-', '')] } });
    expect(approved.statusCode).toBe(200);
    expect(await stagesOf(sessionId)).toEqual([1, 2, 3, 4, 5]);
  });

  // The stages are sets of people: what a person did counts whatever the order. A cart can come
  // at any point; the email is left on the results and confirmed later.
  const orders = [
    ['cart', 'quiz', 'email captured', 'email confirmed'],
    ['quiz', 'cart', 'email captured', 'email confirmed'],
    ['quiz', 'email captured', 'cart', 'email confirmed'],
    ['quiz', 'email captured', 'email confirmed', 'cart'],
  ] as const;

  it.each(orders)('counts a person who did %s, %s, %s, %s in every stage they reached, on the dashboard', async (...order) => {
    const sessionId = newSessionId();
    const email = `order-${randomBytes(4).toString('hex')}@example.com`;
    const post = newVisitor();
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    const before = await funnelCounts();
    expect((await post('/api/quiz/start', { sessionId })).statusCode).toBe(200);
    let quizResponseId = 0;
    const steps = {
      quiz: async () => {
        const submitted = await post('/api/quiz/submit', { sessionId, responses: sensitiveBudgetAnswers, userId: null });
        expect(submitted.statusCode, submitted.body).toBe(200);
        quizResponseId = submitted.json().quizResponseId;
      },
      cart: async () => {
        const added = await post('/api/cart/add', { sessionId: newCartSessionId(), productId: products[0].id, quantity: 1, quizSessionId: sessionId });
        expect(added.statusCode, added.body).toBe(200);
      },
      'email captured': async () => {
        const captured = await post('/api/users', { email, firstName: 'Jo', quizResponseId, sessionId });
        expect(captured.statusCode, captured.body).toBe(200);
      },
      'email confirmed': async () => expect((await confirmAddress(t, email)).statusCode).toBe(200),
    };
    const seen = new Set<string>();
    for (const step of order) {
      await steps[step]();
      seen.add(step);
      // At every moment: started; completed once the quiz is; each later step once it and the quiz are done.
      const expected = [1, seen.has('quiz') ? 1 : 0, seen.has('quiz') && seen.has('email confirmed') ? 1 : 0, seen.has('quiz') && seen.has('cart') ? 1 : 0, 0];
      expect((await funnelCounts()).map((count, index) => count - before[index]!), `after ${step}`).toEqual(expected);
    }
    expect(await stagesOf(sessionId)).toEqual([1, 2, 3, 4]);
  });
});
