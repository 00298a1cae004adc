import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, earnPoints, repCallerFrom, send, uniqueOrderNumber } from '../../../../test/support/loyalty-test-helpers.js';
import { newPerson } from '../../../../test/support/people-test-helpers.js';
import type { PeopleListOutput, PersonProfile } from '../../../shared/people.js';

const t = useTestApp();

const list = async (query: string) => {
  const response = await asRep(t, 'GET', `/api/admin/people?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PeopleListOutput;
};
const profile = async (id: string) => {
  const response = await asRep(t, 'GET', `/api/admin/people/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { person: PersonProfile }).person;
};

describe('the people back-office', () => {
  it("is the representative's only: 401 without a session, on REST and tRPC", async () => {
    const someone = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/people'],
      ['GET', '/api/admin/people.csv'],
      ['GET', `/api/admin/people/${someone}`],
      ['POST', `/api/admin/people/${someone}/notes`],
      ['GET', `/api/admin/people/${someone}/export`],
      ['POST', `/api/admin/people/${someone}/erase`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
    await expect(t.caller.people.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.people.get({ id: someone })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.people.addNote({ id: someone, text: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds a person by name, email or loyalty code, in any case', async () => {
    const person = await newPerson(t, { firstName: 'Marigold' });
    for (const query of ['marigold', 'MARIGOLD', person.email.toUpperCase(), person.email.slice(3, 14), person.loyaltyCode!.toLowerCase(), person.loyaltyCode!.slice(0, 9)]) {
      const { people, total } = await list(`query=${encodeURIComponent(query)}`);
      expect(people.map((row) => row.id), query).toContain(person.id);
      expect(total).toBeGreaterThanOrEqual(1);
    }
    const [row] = (await list(`query=${encodeURIComponent(person.email)}`)).people;
    expect(row).toMatchObject({ id: person.id, email: person.email, firstName: 'Marigold', loyaltyCode: person.loyaltyCode, tierLevel: 'Bronze', pointsBalance: 0, unsubscribed: false });
    expect(row!.confirmedAt).not.toBeNull();
    // LIKE's wildcards are plain characters in a search.
    expect((await list('query=%25%25%25')).total).toBe(0);
  });

  it('filters by confirmation, membership, tier, pending claims and unsubscribe, and pages in the database', async () => {
    const tag = `flt${Date.now()}`;
    const confirmed = await newPerson(t, { firstName: `${tag}a` });
    const unconfirmed = await newPerson(t, { firstName: `${tag}b`, confirm: false });
    const claimant = await newPerson(t, { firstName: `${tag}c` });
    const claim = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: claimant.loyaltyCode, avonOrderNumber: uniqueOrderNumber('PPL'), avonOrderTotal: 2500 } });
    expect(claim.statusCode, claim.body).toBe(200);
    const gold = await newPerson(t, { firstName: `${tag}d` });
    await earnPoints(t.deps.dataSource, gold.loyaltyCode!, 5_000_00);
    await t.deps.dataSource.query(`INSERT INTO email_suppression (address, reason) VALUES ($1, 'unsubscribed')`, [confirmed.email]);

    const ids = async (filters: string) => (await list(`query=${tag}&${filters}`)).people.map((row) => row.id).sort();
    expect(await ids('confirmed=true')).toEqual([confirmed.id, claimant.id, gold.id].sort());
    expect(await ids('confirmed=false')).toEqual([unconfirmed.id]);
    expect(await ids('member=false')).toEqual([unconfirmed.id]);
    expect(await ids('pendingClaims=true')).toEqual([claimant.id]);
    expect(await ids('unsubscribed=true')).toEqual([confirmed.id]);
    const goldTier = (await list(`query=${tag}&member=true`)).people.find((row) => row.id === gold.id)!.tierLevel;
    expect(goldTier).not.toBe('Bronze');
    expect(await ids(`tier=${goldTier}`)).toEqual([gold.id]);
    expect((await list(`query=${tag}&pendingClaims=true`)).people[0]!.pendingClaims).toBe(1);

    // Newest first, two at a time; the total is every match, the last page the rest.
    const first = await list(`query=${tag}&pageSize=2&page=1`);
    const second = await list(`query=${tag}&pageSize=2&page=2`);
    const third = await list(`query=${tag}&pageSize=2&page=3`);
    expect([first.total, second.total, third.total]).toEqual([4, 4, 4]);
    expect([...first.people, ...second.people].map((row) => row.id)).toEqual([gold.id, claimant.id, unconfirmed.id, confirmed.id]);
    expect(third.people).toEqual([]);

    // The tRPC twin answers the same.
    const rep = await repCallerFrom(t);
    expect((await rep.people.list({ query: tag, pageSize: 2, page: 2 })).people.map((row) => row.id)).toEqual(second.people.map((row) => row.id));
  });

  it('refuses bad input with a 400 naming the field, on both doors', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['tier=Diamond', 'tier'],
      ['confirmed=maybe', 'confirmed'],
      ['member=1', 'member'],
      ['sort=name', 'sort'],
      [`query=${'x'.repeat(300)}`, 'query'],
      ['query=%00', 'query'],
    ] as const) {
      const response = await asRep(t, 'GET', `/api/admin/people?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.field, query).toBe(field);
    }
    for (const url of ['/api/admin/people/42', '/api/admin/people/not-a-uuid']) {
      const response = await asRep(t, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('id');
    }
    const unknown = await asRep(t, 'GET', '/api/admin/people/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const rep = await repCallerFrom(t);
    await expect(rep.people.list({ pageSize: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("opens a profile with the person's quiz results, emails, consent, loyalty and survey answers", async () => {
    const person = await newPerson(t, { firstName: 'Profile', consent: true });
    await earnPoints(t.deps.dataSource, person.loyaltyCode!, 30_00);
    const [product] = await t.deps.dataSource.query<Array<{ id: number }>>(`SELECT id FROM product ORDER BY id LIMIT 1`);
    const [user] = await t.deps.dataSource.query<Array<{ surveyToken: string }>>(`SELECT "surveyToken" FROM "user" WHERE email = $1`, [person.email]);
    const survey = await send(t.app, {
      method: 'POST',
      url: '/api/usage-quiz/submit',
      payload: { surveyToken: user!.surveyToken, productId: product!.id, usageType: 'daily', concerns: ['time'], budget: 'basic', responses: { usage: 'daily', challenge: 'time', improvement: 'faster' } },
    });
    expect(survey.statusCode, survey.body).toBeLessThan(300);

    const shown = await profile(person.id);
    expect(shown).toMatchObject({ id: person.id, email: person.email, firstName: 'Profile', marketingConsent: true, suppressed: null });
    expect(shown.confirmedAt).not.toBeNull();
    expect(shown.quizResults).toEqual([expect.objectContaining({ id: person.quizResponseId, resultsUrl: `/results-premium/${person.sessionId}` })]);
    expect(shown.emails.map((email) => email.template)).toContain('results');
    expect(shown.consent).toEqual([expect.objectContaining({ action: 'granted', source: 'confirmed-link' })]);
    expect(shown.loyalty).toMatchObject({ loyaltyCode: person.loyaltyCode, pointsBalance: 30, pendingPoints: 0 });
    expect(shown.loyalty!.ledger).toEqual([expect.objectContaining({ kind: 'purchase', pointsAmount: 30 })]);
    expect(shown.loyalty!.claims).toEqual([expect.objectContaining({ status: 'approved', points: 30 })]);
    expect(shown.surveyAnswers).toEqual([expect.objectContaining({ productId: product!.id, usage: 'daily', challenge: 'time', improvement: 'faster' })]);
    // The recommendation the answer promised waits in the outbox (the default delay is an hour), where a personal line may still join it.
    expect(shown.surveyFollowUps).toEqual([expect.objectContaining({ firstName: 'Profile', state: 'queued', personalLine: null, answers: { usage: 'daily', challenge: 'time', improvement: 'faster' } })]);
    expect(shown.redemptions).toEqual([]);
    // The same person, opened by their membership's uuid.
    const [member] = await t.deps.dataSource.query<Array<{ personId: string }>>(`SELECT "personId" FROM loyalty_member WHERE email = $1`, [person.email]);
    expect((await profile(member!.personId)).id).toBe(person.id);
  });

  it('lists an email click on the message it came from', async () => {
    const person = await newPerson(t, { firstName: 'Clicker' });
    const [message] = await t.deps.dataSource.query<Array<{ id: string }>>(`SELECT id FROM email_message WHERE recipient = $1 ORDER BY id LIMIT 1`, [person.email]);
    await t.deps.dataSource.query(`INSERT INTO email_click ("messageId", target) VALUES ($1, 'shop.example/products'), ($1, 'shop.example/products')`, [message!.id]);
    const email = (await profile(person.id)).emails.find((row) => row.id === message!.id)!;
    expect(email).toMatchObject({ clicks: 2, clickedTargets: ['shop.example/products'] });
  });
});

describe("a person's emails", () => {
  it('say when a message not yet due will be sent, and nothing of the kind for one that is due', async () => {
    const person = await newPerson(t, { firstName: 'Timed' });
    const [timed] = await t.deps.dataSource.query<Array<{ id: string; sendAfter: Date }>>(
      `INSERT INTO email_message (recipient, template, occasion, payload, "sendAfter") VALUES ($1, 'usage-survey', 'scheduled-test', '{}', now() + interval '3 days') RETURNING id::text, "sendAfter"`,
      [person.email],
    );
    const [due] = await t.deps.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO email_message (recipient, template, occasion, payload, "sendAfter", status) VALUES ($1, 'usage-survey', 'due-test', '{}', now() - interval '1 minute', 'failed') RETURNING id::text`,
      [person.email],
    );
    const emails = (await profile(person.id)).emails;
    expect(emails.find((row) => row.id === timed!.id)).toMatchObject({ status: 'queued', sentAt: null, scheduledFor: new Date(timed!.sendAfter).toISOString() });
    expect(emails.find((row) => row.id === due!.id)).toMatchObject({ status: 'failed', scheduledFor: null });
  });
});

describe('notes on a person', () => {
  it('are added dated, shown oldest first, and never changed or removed', async () => {
    const person = await newPerson(t, { firstName: 'Noted' });
    const first = await asRep(t, 'POST', `/api/admin/people/${person.id}/notes`, { text: '  Prefers samples  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().note).toMatchObject({ text: 'Prefers samples' });
    const rep = await repCallerFrom(t);
    await rep.people.addNote({ id: person.id, text: 'Called about her order' });
    expect((await profile(person.id)).notes.map((note) => note.text)).toEqual(['Prefers samples', 'Called about her order']);

    await expect(t.deps.dataSource.query(`UPDATE person_note SET text = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query(`DELETE FROM person_note`)).rejects.toThrow(/append-only/);
    const [audit] = await t.deps.dataSource.query<Array<{ after: unknown }>>(`SELECT after FROM audit_entry WHERE area = 'person' AND action = 'add note' ORDER BY id DESC LIMIT 1`);
    expect(JSON.stringify(audit!.after)).not.toContain('Called');
  });

  it('refuses an empty, long or unknown-person note with a 4xx naming the field', async () => {
    const person = await newPerson(t, { firstName: 'Blank' });
    for (const [payload, field] of [
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{}, 'text'],
      [{ text: 'ok', extra: 1 }, 'extra'],
    ] as const) {
      const response = await asRep(t, 'POST', `/api/admin/people/${person.id}/notes`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const unknown = await asRep(t, 'POST', '/api/admin/people/00000000-0000-4000-8000-000000000000/notes', { text: 'hello' });
    expect(unknown.statusCode).toBe(404);
    expect((await profile(person.id)).notes).toEqual([]);
  });
});

describe('the people CSV', () => {
  it('is the list as filtered, with formula cells escaped', async () => {
    const tag = `csv${Date.now()}`;
    const plain = await newPerson(t, { firstName: `${tag}` });
    const formula = await newPerson(t, { firstName: `=HYPERLINK("x")${tag}`, email: `formula-${tag}@example.com`, confirm: false });
    const response = await asRep(t, 'GET', `/api/admin/people.csv?query=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,firstName,confirmedAt,createdAt,loyaltyCode,tierLevel,pointsBalance,pendingClaims,unsubscribed');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`'=HYPERLINK(""x"")${tag}`);
    expect(response.body).toContain(formula.email);

    const confirmedOnly = await asRep(t, 'GET', `/api/admin/people.csv?query=${tag}&confirmed=true`);
    expect(confirmedOnly.body).toContain(plain.email);
    expect(confirmedOnly.body).not.toContain(formula.email);
    const bad = await asRep(t, 'GET', '/api/admin/people.csv?page=2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('page');
  });
});
