import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, claimIdOf, earnPoints, membersOutOfBalance, send, uniqueOrderNumber } from '../../../../test/support/loyalty-test-helpers.js';
import { eventually } from '../../../../test/support/eventually.js';
import { newPerson } from '../../../../test/support/people-test-helpers.js';
import { eraseExpiredCaptures } from './retention.js';

const t = useTestApp();

/** Every text, varchar and jsonb cell of every table in the public schema that contains `needle` (case-insensitive). */
async function cellsContaining(dataSource: DataSource, needle: string): Promise<string[]> {
  const columns = await dataSource.query<Array<{ table_name: string; column_name: string; data_type: string }>>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`, [needle]);
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const erase = (id: string, payload: unknown = { confirm: true }) => asRep(t, 'POST', `/api/admin/people/${id}/erase`, payload);

async function pendingClaim(code: string): Promise<string> {
  const response = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: code, avonOrderNumber: uniqueOrderNumber('GDPR'), avonOrderTotal: 4200 } });
  expect(response.statusCode, response.body).toBe(200);
  return claimIdOf(response.json().transaction);
}

describe('the export of a person', () => {
  it("holds everything stored about them and nothing of anyone else's", async () => {
    const person = await newPerson(t, { firstName: 'Exportia', consent: true });
    const other = await newPerson(t, { firstName: 'Otheria', consent: true });
    await earnPoints(t.deps.dataSource, person.loyaltyCode!, 25_00);
    await earnPoints(t.deps.dataSource, other.loyaltyCode!, 26_00);
    await pendingClaim(person.loyaltyCode!);
    await asRep(t, 'POST', `/api/admin/people/${person.id}/notes`, { text: 'Asked about refills' });
    await asRep(t, 'POST', `/api/admin/people/${other.id}/notes`, { text: 'Otheria note' });

    const response = await asRep(t, 'GET', `/api/admin/people/${person.id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.person).toMatchObject({ id: person.id, email: person.email, firstName: 'Exportia', marketingConsent: true });
    expect(data.quizResults).toEqual([expect.objectContaining({ id: person.quizResponseId, answers: expect.objectContaining({ question_1: 'glow' }), result: expect.any(Object) })]);
    expect(data.person.loyalty.ledger).toHaveLength(1);
    expect(data.person.loyalty.claims.map((claim: { status: string }) => claim.status).sort()).toEqual(['approved', 'pending']);
    expect(data.person.emails.length).toBeGreaterThanOrEqual(2);
    expect(data.person.consent).toHaveLength(1);
    expect(data.person.notes.map((note: { text: string }) => note.text)).toEqual(['Asked about refills']);
    expect(data.emailConfirmations).toEqual([expect.objectContaining({ usedAt: expect.any(String), details: expect.objectContaining({ firstName: 'Exportia' }) })]);

    const text = response.body.toLowerCase();
    for (const foreign of [other.email, 'otheria', other.loyaltyCode!.toLowerCase(), other.sessionId, other.id]) expect(text).not.toContain(foreign.toLowerCase());
    const [audit] = await t.deps.dataSource.query<Array<{ subject: string; after: unknown }>>(`SELECT subject, after FROM audit_entry WHERE action = 'export' ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ subject: person.id, after: { requestedBy: 'representative' } });
  });
});

describe('erasing a person', () => {
  it('leaves no trace of their email or name in any table, keeps the books, and suppresses the address', async () => {
    const person = await newPerson(t, { firstName: 'Erasmina', consent: true });
    await earnPoints(t.deps.dataSource, person.loyaltyCode!, 40_00);
    const claimId = await pendingClaim(person.loyaltyCode!);
    await asRep(t, 'POST', `/api/admin/people/${person.id}/notes`, { text: `Erasmina says hi from ${person.email}` });
    await t.deps.dataSource.query(`UPDATE email_message SET "lastError" = $2 WHERE recipient = $1`, [person.email, `550 ${person.email} unknown`]);
    await t.deps.dataSource.query(`INSERT INTO caught_mail (recipients, subject, html, text, headers) VALUES ($1, 'Hi', '<p>hi</p>', 'hi', '')`, [person.email]);
    await t.deps.dataSource.query(
      `INSERT INTO store_order ("orderNumber", "orderedOn", "totalCents", email, "orderNumberShape", "personId") VALUES ($1, '2026-01-01', 1000, $2, 'A', $3)`,
      [uniqueOrderNumber('SO'), person.email, person.id],
    );
    await t.deps.dataSource.query(`INSERT INTO sales_person ("personId", orders) VALUES ($1, 1)`, [person.id]);
    // A click on one of her emails: kept per address for segments (email_click_recency) too.
    await t.deps.dataSource.query(`INSERT INTO email_click ("messageId", target) SELECT id, 'beauty.test/loyalty' FROM email_message WHERE recipient = $1 LIMIT 1`, [person.email]);
    expect(await t.deps.dataSource.query(`SELECT 1 FROM email_click_recency WHERE address = $1`, [person.email])).toHaveLength(1);
    await t.deps.dataSource.query(`INSERT INTO email_suppression (address, reason) VALUES ($1, 'unsubscribed')`, [person.email]);
    await t.deps.dataSource.query(`INSERT INTO newsletter_subscriber (address, status, "confirmationSentAt", "confirmedAt") VALUES ($1, 'confirmed', now(), now())`, [person.email]);
    const [consentBefore] = await t.deps.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM consent_event`);
    expect(await cellsContaining(t.deps.dataSource, person.email)).not.toEqual([]);
    const [member] = await t.deps.dataSource.query<Array<{ id: number }>>(`SELECT id FROM loyalty_member WHERE email = $1`, [person.email]);

    const response = await erase(person.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ erased: true });

    expect(await cellsContaining(t.deps.dataSource, person.email)).toEqual([]);
    expect(await cellsContaining(t.deps.dataSource, 'Erasmina')).toEqual([]);
    // Their order stays in the sales figures, attributed to nobody.
    expect(await t.deps.dataSource.query(`SELECT email, "personId" FROM store_order WHERE "totalCents" = 1000 AND "orderedOn" = '2026-01-01' AND "personId" = $1`, [person.id])).toEqual([]);
    expect(await t.deps.dataSource.query(`SELECT orders FROM sales_person WHERE "personId" = $1`, [person.id])).toEqual([]);
    expect(await cellsContaining(t.deps.dataSource, person.loyaltyCode!)).toEqual([]);
    // The books: the ledger stays with an anonymous member whose balance is its sum; the pending claim is withdrawn.
    const [kept] = await t.deps.dataSource.query<Array<{ email: string | null; firstName: string | null; pointsBalance: number; entries: number; claimStatus: string }>>(
      `SELECT m.email, m."firstName", m."pointsBalance", (SELECT count(*)::int FROM loyalty_transaction WHERE "memberId" = m.id) AS entries,
              (SELECT status FROM purchase_claim WHERE id = $2) AS "claimStatus"
         FROM loyalty_member m WHERE m.id = $1`,
      [member!.id, claimId],
    );
    expect(kept).toEqual({ email: null, firstName: null, pointsBalance: 40, entries: 1, claimStatus: 'rejected' });
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
    const [consentAfter] = await t.deps.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM consent_event`);
    expect(consentAfter!.n).toBe(consentBefore!.n);
    const [suppression] = await t.deps.dataSource.query<Array<{ reason: string }>>(
      `SELECT reason FROM email_suppression WHERE address = 'sha256:' || encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [person.email],
    );
    expect(suppression?.reason).toBe('erased');
    const [audit] = await t.deps.dataSource.query<Array<{ subject: string; after: Record<string, unknown> }>>(`SELECT subject, after FROM audit_entry WHERE action = 'erase' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ subject: 'erasure', after: { requestedBy: 'representative', hadMembership: true, claimsWithdrawn: 1, notes: 1 } });

    // Gone from the back-office; a second erase is a 404, never a 500.
    expect((await asRep(t, 'GET', `/api/admin/people/${person.id}`)).statusCode).toBe(404);
    expect((await asRep(t, 'GET', `/api/admin/people?query=${encodeURIComponent(person.email)}`)).json().total).toBe(0);
    const again = await erase(person.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.field).toBe('id');
  });

  it('leaves the erased person in no list, search, count or export: what the books keep is nobody', async () => {
    const [reward] = await t.deps.dataSource.query<Array<{ id: number; pointsCost: number; name: string }>>(
      `SELECT id, "pointsCost", name FROM loyalty_reward WHERE active AND "minTier" = 'Bronze' ORDER BY "pointsCost" LIMIT 1`,
    );
    const person = await newPerson(t, { firstName: 'Vanessa' });
    const code = person.loyaltyCode!;
    await earnPoints(t.deps.dataSource, code, reward!.pointsCost * 100 + 500);
    const redeemed = await send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: code, rewardId: reward!.id, pointsUsed: reward!.pointsCost } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const [member] = await t.deps.dataSource.query<Array<{ id: number }>>(`SELECT id FROM loyalty_member WHERE email = $1`, [person.email]);
    const [redemption] = await t.deps.dataSource.query<Array<{ id: number }>>(`SELECT id FROM loyalty_redemption WHERE "memberId" = $1`, [member!.id]);
    const get = async (url: string) => {
      const response = await asRep(t, 'GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      return response;
    };
    const figures = async () => ({
      people: (await get('/api/admin/people')).json().total as number,
      csvRows: (await get('/api/admin/people.csv')).body.trim().split('\n').length,
      approvedClaims: (await get('/api/admin/loyalty/claims?status=approved&limit=1')).json().total as number,
      issuedRedemptions: (await get('/api/admin/redemptions?status=issued&limit=1')).json().total as number,
      cancelledRedemptions: (await get('/api/admin/redemptions?status=cancelled&limit=1')).json().total as number,
      // Thresholds that move everyone who has earned anything.
      tierChanges: (await get('/api/admin/loyalty/settings/tier-changes?silver=1&gold=2&platinum=3')).json().members as number,
    });
    const before = await figures();

    expect((await erase(person.id)).statusCode).toBe(200);

    expect(await figures()).toEqual({ ...before, people: before.people - 1, csvRows: before.csvRows - 1, approvedClaims: before.approvedClaims - 1, issuedRedemptions: before.issuedRedemptions - 1, tierChanges: before.tierChanges - 1 });
    for (const query of ['Vanessa', person.email, code, 'ERASED']) {
      expect((await get(`/api/admin/people?query=${encodeURIComponent(query)}`)).json().total, query).toBe(0);
      expect((await get(`/api/admin/people.csv?query=${encodeURIComponent(query)}`)).body.trim().split('\n'), query).toHaveLength(1);
    }
    expect((await get('/api/admin/people.csv')).body).not.toMatch(/ERASED|Vanessa/);
    // No row of the people list is nobody: each has an address or a code.
    const everyone = (await get('/api/admin/people?pageSize=100')).json().people as Array<{ email: string | null; loyaltyCode: string | null }>;
    expect(everyone.filter((row) => !row.email && !row.loyaltyCode)).toEqual([]);
    // The membership the books keep: no name, address or code, its reward cancelled with the points back, opened by nothing.
    const [kept] = await t.deps.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT m."loyaltyCode", m.email, m."firstName", m."erasedAt" IS NOT NULL AS erased, m."personId"::text AS "personId", r.status
         FROM loyalty_member m JOIN loyalty_redemption r ON r."memberId" = m.id WHERE m.id = $1`,
      [member!.id],
    );
    expect(kept).toMatchObject({ loyaltyCode: null, email: null, firstName: null, erased: true, status: 'cancelled' });
    expect((await asRep(t, 'GET', `/api/admin/people/${String(kept!.personId)}`)).statusCode).toBe(404);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
    const history = (await get(`/api/admin/audit?area=loyalty-redemption&subject=${redemption!.id}`)).json().entries as Array<{ subjectName: string }>;
    expect(history.map((entry) => entry.subjectName)).toEqual([`${reward!.name} for erased person`]);
  });

  it('refuses without confirm: true, naming the field, and changes nothing', async () => {
    const person = await newPerson(t, { firstName: 'Keeper' });
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const response = await erase(person.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('confirm');
    }
    expect((await asRep(t, 'GET', `/api/admin/people/${person.id}`)).statusCode).toBe(200);
  });

  it('two erasures at once: one erases, the other answers 404', async () => {
    const person = await newPerson(t, { firstName: 'Twice' });
    const statuses = (await Promise.all([erase(person.id), erase(person.id), erase(person.id)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404]);
  });

  it('racing a claim approval or a redemption keeps every balance the sum of its ledger', async () => {
    const [reward] = await t.deps.dataSource.query<Array<{ id: number; pointsCost: number }>>(
      `SELECT id, "pointsCost" FROM loyalty_reward WHERE active AND "minTier" = 'Bronze' ORDER BY "pointsCost" LIMIT 1`,
    );
    for (let round = 0; round < 4; round++) {
      const person = await newPerson(t, { firstName: `Racer${round}` });
      await earnPoints(t.deps.dataSource, person.loyaltyCode!, reward!.pointsCost * 100 + 500);
      const claimId = await pendingClaim(person.loyaltyCode!);
      const results = await Promise.all([
        erase(person.id),
        asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [claimId] }),
        send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: person.loyaltyCode, rewardId: reward!.id, pointsUsed: reward!.pointsCost } }),
      ]);
      expect(results[0].statusCode, results[0].body).toBe(200);
      for (const response of results.slice(1)) expect([200, 404, 409], response.body).toContain(response.statusCode);
      expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
      expect(await cellsContaining(t.deps.dataSource, person.email)).toEqual([]);
    }
  });
});

describe('the retention of unconfirmed captures', () => {
  it('erases addresses nobody confirmed within the retention period, and only those', async () => {
    const old = await newPerson(t, { firstName: 'Stale', confirm: false });
    const recent = await newPerson(t, { firstName: 'Fresh', confirm: false });
    const confirmed = await newPerson(t, { firstName: 'Sure' });
    await t.deps.dataSource.query(`UPDATE "user" SET "createdAt" = now() - interval '31 days' WHERE email = ANY($1)`, [[old.email, confirmed.email]]);
    await t.deps.dataSource.query(`UPDATE "user" SET "createdAt" = now() - interval '20 days' WHERE email = $1`, [recent.email]);

    expect(await eraseExpiredCaptures(t.deps)).toBeGreaterThanOrEqual(1);
    const exists = async (id: string) => (await asRep(t, 'GET', `/api/admin/people/${id}`)).statusCode === 200;
    expect([await exists(old.id), await exists(recent.id), await exists(confirmed.id)]).toEqual([false, true, true]);
    expect(await cellsContaining(t.deps.dataSource, old.email)).toEqual([]);

    // A shorter period (the store setting) reaches the 20-day-old one too.
    const { version } = (await asRep(t, 'GET', '/api/admin/settings')).json();
    const saved = await asRep(t, 'PATCH', '/api/admin/settings', { version, unconfirmedRetentionDays: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    const bad = await asRep(t, 'PATCH', '/api/admin/settings', { version: version + 1, unconfirmedRetentionDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('unconfirmedRetentionDays');
    await eventually(async () => (await t.deps.storeSettings.current()).unconfirmedRetentionDays === 10);
    expect(await eraseExpiredCaptures(t.deps)).toBe(1);
    expect(await exists(recent.id)).toBe(false);
    expect(await exists(confirmed.id)).toBe(true);
  });
});
