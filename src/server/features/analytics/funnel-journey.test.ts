import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmAddress } from '../../../../test/support/confirm-address.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { joinLoyalty } from '../loyalty/api.js';

const t = useTestApp();

async function depthOf(person: string): Promise<number | undefined> {
  const [row] = await t.deps.dataSource.query(`SELECT depth FROM funnel_person WHERE person = $1`, [person]);
  return (row as { depth: number } | undefined)?.depth;
}

describe('one person through the funnel, over the real endpoints', () => {
  it('is followed from the quiz to the email, the cart and an approved loyalty purchase', async () => {
    const sessionId = newSessionId();
    const email = `journey-${randomBytes(4).toString('hex')}@example.com`;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.80.0.1' });
    await post('/api/quiz/start', { sessionId });
    expect(await depthOf(sessionId)).toBe(1);
    const result = (await post('/api/quiz/submit', { sessionId, responses: sensitiveBudgetAnswers, userId: null })).json();
    expect(await depthOf(sessionId)).toBe(2);
    expect((await post('/api/users', { email, firstName: 'Jo', quizResponseId: result.quizResponseId, sessionId })).statusCode).toBe(200);
    // An address counts once it is confirmed, not when it is typed.
    expect(await depthOf(sessionId)).toBe(2);
    expect((await confirmAddress(t, email)).statusCode).toBe(200);
    expect(await depthOf(sessionId)).toBe(3);

    const { products } = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    const cartSessionId = `cart_${Date.now()}_${randomBytes(16).toString('hex')}`;
    expect((await post('/api/cart/add', { sessionId: cartSessionId, productId: products[0].id, quantity: 1, quizSessionId: sessionId })).statusCode).toBe(200);
    expect(await depthOf(sessionId)).toBe(4);

    const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: 'Jo' }, { confirmed: true }));
    const claim = (await post('/api/loyalty/purchase', { loyaltyCode: member.loyaltyCode, avonOrderNumber: `J-${Date.now()}`, avonOrderTotal: 3_000 })).json();
    // A pending claim is not a purchase yet.
    expect(await depthOf(sessionId)).toBe(4);
    const cookie = await repCookie(t.app);
    const approved = await t.app.inject({ method: 'POST', url: '/api/admin/loyalty/claims/approve', headers: { cookie }, payload: { claimIds: [claim.transaction.id.replace('claim-', '')] } });
    expect(approved.statusCode).toBe(200);
    expect(await depthOf(sessionId)).toBe(5);
  });
});
