import { describe, expect, it } from 'vitest';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { freshAddress, ledgerCheck, newMember, send } from './loyalty-test-helpers.js';

const t = useTestApp();

async function repCookie(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
  return String(response.headers['set-cookie']).split(';')[0]!;
}

describe('purchase claims for the representative', () => {
  it('are protected: 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/loyalty/claims' })).statusCode).toBe(401);
    const voided = await t.app.inject({ method: 'POST', url: '/api/loyalty/claims/1/void', payload: { reason: 'x' } });
    expect(voided.statusCode).toBe(401);
    await expect(t.caller.loyaltyClaims.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists a claim, voids it once with a reversal entry, and takes it out of sales', async () => {
    const code = await newMember(t.db.dataSource, 'Vee');
    const purchase = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', ip: freshAddress(), payload: { loyaltyCode: code, avonOrderNumber: 'VOID-1', avonOrderTotal: 4_250 } });
    expect(purchase.statusCode).toBe(200);

    const cookie = await repCookie();
    const salesBefore = (await t.app.inject({ method: 'GET', url: '/api/analytics/stats', headers: { cookie } })).json().metrics.salesGenerated;
    const list = await t.app.inject({ method: 'GET', url: '/api/loyalty/claims', headers: { cookie } });
    const claim = list.json().claims.find((c: { orderNumber: string }) => c.orderNumber === 'VOID-1');
    expect(claim).toMatchObject({ memberCodeHint: `…${code.slice(-4)}`, memberFirstName: 'Vee', totalCents: 4_250, points: 42, voided: false });
    expect(list.body).not.toContain(code);

    const noReason = await t.app.inject({ method: 'POST', url: `/api/loyalty/claims/${claim.transactionId}/void`, headers: { cookie }, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe('reason');

    const voided = await t.app.inject({ method: 'POST', url: `/api/loyalty/claims/${claim.transactionId}/void`, headers: { cookie }, payload: { reason: 'Order was returned' } });
    expect(voided.statusCode).toBe(200);
    expect(await ledgerCheck(t.db.dataSource, code)).toMatchObject({ pointsBalance: 0, ledgerSum: 0 });

    const twice = await t.app.inject({ method: 'POST', url: `/api/loyalty/claims/${claim.transactionId}/void`, headers: { cookie }, payload: { reason: 'again' } });
    expect(twice.statusCode).toBe(409);

    const after = await t.app.inject({ method: 'GET', url: '/api/loyalty/claims', headers: { cookie } });
    expect(after.json().claims.find((c: { orderNumber: string }) => c.orderNumber === 'VOID-1').voided).toBe(true);
    const salesAfter = (await t.app.inject({ method: 'GET', url: '/api/analytics/stats', headers: { cookie } })).json().metrics.salesGenerated;
    expect(salesAfter).toBe(salesBefore - 4_250);
  });

  it('answers 404 for an unknown claim and 400 for a malformed id', async () => {
    const cookie = await repCookie();
    const unknown = await t.app.inject({ method: 'POST', url: '/api/loyalty/claims/999999/void', headers: { cookie }, payload: { reason: 'x' } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/loyalty/claims/abc/void', headers: { cookie }, payload: { reason: 'x' } });
    expect(malformed.statusCode).toBe(400);
  });
});
