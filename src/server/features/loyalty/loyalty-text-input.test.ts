import { describe, expect, it } from 'vitest';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { freshAddress, send } from './loyalty-test-helpers.js';

const t = useTestApp();

/** A NUL character would fail inside PostgreSQL (500); it must be a 400 before any write. */
describe('loyalty text fields with a NUL character', () => {
  it('join refuses the first name', async () => {
    const response = await send(t.app, { method: 'POST', url: '/api/loyalty/join', ip: freshAddress(), payload: { email: 'nul-join@example.com', firstName: 'Bo\u0000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('firstName: First name contains a character that is not allowed');
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM loyalty_member WHERE email = 'nul-join@example.com'`);
    expect(row.n).toBe(0);
  });

  it('voiding a claim refuses the reason', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const [claim] = (await t.app.inject({ method: 'GET', url: '/api/loyalty/claims', headers: { cookie } })).json().claims;
    const response = await t.app.inject({ method: 'POST', url: `/api/loyalty/claims/${claim.transactionId}/void`, headers: { cookie }, payload: { reason: 'dup\u0000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('reason: The reason contains a character that is not allowed');
    const after = (await t.app.inject({ method: 'GET', url: '/api/loyalty/claims', headers: { cookie } })).json().claims;
    expect(after.find((entry: { transactionId: string }) => entry.transactionId === claim.transactionId).voided).toBe(false);
  });
});
