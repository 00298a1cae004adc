import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { callerFrom, freshAddress, send } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();

/** A NUL character would fail inside PostgreSQL (500); it must be a 400 before any write. */
describe('loyalty text fields with a NUL character', () => {
  it('join refuses the first name', async () => {
    const response = await send(t.app, { method: 'POST', url: '/api/loyalty/join', ip: freshAddress(), payload: { email: 'nul-join@example.com', firstName: 'Bo\u0000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("firstName: First name contains a character we can't store");
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM loyalty_member WHERE email = 'nul-join@example.com'`);
    expect(row.n).toBe(0);
  });

  it('rejecting or voiding a claim, and adjusting points, refuse the reason', async () => {
    const cookie = await repCookie(t.app);
    const [claim] = (await t.app.inject({ method: 'GET', url: '/api/admin/loyalty/claims?status=pending', headers: { cookie } })).json().claims;
    const calls = [
      { url: '/api/admin/loyalty/claims/reject', payload: { claimIds: [claim.claimId], reason: 'dup\u0000' } },
      { url: `/api/admin/loyalty/claims/${claim.claimId}/void`, payload: { reason: 'dup\u0000' } },
      { url: '/api/admin/loyalty/adjustments', payload: { loyaltyCode: claim.memberCode, points: 5, reason: 'dup\u0000' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ method: 'POST', url: call.url, headers: { cookie }, payload: call.payload });
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json().error.message).toBe("reason: The reason contains a character we can't store");
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/loyalty/claims?status=pending', headers: { cookie } })).json().claims;
    expect(after.map((entry: { claimId: string }) => entry.claimId)).toContain(claim.claimId);
  });
});

describe('loyalty join with a lone surrogate', () => {
  it('a lone surrogate in the first name answers 400 on POST /api/loyalty/join and loyalty.join, not 500', async () => {
    const response = await send(t.app, { method: 'POST', url: '/api/loyalty/join', payload: { email: 'surrogate-join@example.com', firstName: 'Bo\ud800' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'firstName', message: "firstName: First name contains a character we can't store" });
    await expect(callerFrom(t).loyalty.join({ email: 'surrogate-join@example.com', firstName: '\udfffBo' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM loyalty_member WHERE email = 'surrogate-join@example.com'`);
    expect(row.n).toBe(0);
  });
});
