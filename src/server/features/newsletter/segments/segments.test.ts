import { beforeAll, describe, expect, it } from 'vitest';
import type { FullQuizAnswers } from '../../../../shared/quiz.js';
import type { SegmentRules } from '../../../../shared/segments.js';
import { confirmAddress } from '../../../../../test/support/confirm-address.js';
import { advancedOilyAnswers } from '../../../../../test/support/follow-up-profiles.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { segmentQuery } from './segment-sql.js';

const t = useTestApp();

const ANN = 'ann-segment@example.com';
const BEA = 'bea-segment@example.com';
const CID = 'cid-segment@example.com';
const ours = [ANN, BEA, CID];
let annPicks: number[] = [];
let beaPicks: number[] = [];
let boughtProductId = 0;

/** Starts a quiz from `source`, submits it, leaves the address (with or without consent) and confirms it. */
async function quizPerson(email: string, answers: FullQuizAnswers, source: string, consent: boolean): Promise<number[]> {
  const sessionId = newSessionId();
  await t.caller.quiz.start({ sessionId, source });
  const result = await t.caller.quiz.submit({ sessionId, responses: answers, userId: null });
  await t.caller.users.create({ email, firstName: 'Seg', quizResponseId: result.quizResponseId, sessionId, consent, wantsCyclingGuide: false });
  expect((await confirmAddress(t, email)).statusCode).toBe(200);
  return result.productRecommendations[0]!.items.map((item) => item.id);
}

const sql = (query: string, values: unknown[] = []) => t.db.dataSource.query(query, values);

beforeAll(async () => {
  // Ann: oily, acne, premium, from Instagram, opted in, a newsletter subscriber who clicked last week and bought a product.
  annPicks = await quizPerson(ANN, advancedOilyAnswers, 'instagram', true);
  // Bea: sensitive on a budget, came direct, said no to marketing email, clicked two months ago, took the quiz 40 days ago.
  beaPicks = await quizPerson(BEA, sensitiveBudgetAnswers, 'direct', false);
  // Cid: a Gold loyalty member with 500 points who never took the quiz, not confirmed.
  await sql(`INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "pointsBalance", "totalPointsEarned", "tierLevel") VALUES ('GLOW-SEGM-CID1', $1, 'Cid', 500, 500, 'Gold')`, [CID]);

  await sql(`INSERT INTO newsletter_subscriber (address, status, "confirmationSentAt", "confirmedAt") VALUES ($1, 'confirmed', now(), now())`, [ANN]);
  const click = async (address: string, daysAgo: number) => {
    const [message] = await sql(`SELECT id FROM email_message WHERE recipient = $1 ORDER BY id LIMIT 1`, [address]);
    await sql(`INSERT INTO email_click ("messageId", target, "clickedAt") VALUES ($1, 'beauty.test/products', now() - make_interval(days => $2))`, [message.id, daysAgo]);
  };
  await click(ANN, 7);
  await click(BEA, 60);
  await sql(`UPDATE quiz_response SET "createdAt" = now() - interval '40 days' WHERE id = (SELECT "latestQuizResponseId" FROM "user" WHERE email = $1)`, [BEA]);
  [{ id: boughtProductId }] = await sql(`SELECT id FROM product ORDER BY id DESC LIMIT 1`);
  const [order] = await sql(`INSERT INTO store_order ("orderNumber", "orderedOn", "totalCents", email, "orderNumberShape") VALUES ('SEG-1', current_date, 2500, $1, 'AAA-9') RETURNING id`, [ANN]);
  await sql(`INSERT INTO store_order_line ("orderId", position, "productId", "productText", quantity, "lineTotalCents", recommended) VALUES ($1, 1, $2, 'A product', 1, 2500, false)`, [order.id, boughtProductId]);
});

/** Which of our three people the compiled query holds. */
async function matching(rules: SegmentRules): Promise<string[]> {
  const { fromWhere, values } = segmentQuery(rules);
  const rows = await sql(`SELECT p.email ${fromWhere} AND p.email = ANY($${values.length + 1}::text[]) ORDER BY p.email`, [...values, ours]);
  return rows.map((row: { email: string }) => row.email);
}

const all = (...conditions: SegmentRules['conditions']): SegmentRules => ({ match: 'all', conditions });

describe('a segment’s conditions', () => {
  it.each<[string, SegmentRules, string[]]>([
    ['skin type is', all({ field: 'skinType', op: 'is', value: 'oily' }), [ANN]],
    ['skin type is not (people without a quiz too)', all({ field: 'skinType', op: 'isNot', value: 'oily' }), [BEA, CID]],
    ['skin type in', all({ field: 'skinType', op: 'in', value: ['oily', 'sensitive'] }), [ANN, BEA]],
    ['sensitive', all({ field: 'sensitive', op: 'is', value: true }), [BEA]],
    ['not sensitive', all({ field: 'sensitive', op: 'is', value: false }), [ANN, CID]],
    ['primary concern', all({ field: 'primaryConcern', op: 'is', value: 'acne' }), [ANN]],
    ['budget', all({ field: 'budget', op: 'is', value: 'budget' }), [BEA]],
    ['loyalty tier', all({ field: 'tier', op: 'is', value: 'Gold' }), [CID]],
    ['points at least', all({ field: 'points', op: 'gte', value: 400 }), [CID]],
    ['points at most', all({ field: 'points', op: 'lte', value: 399 }), [ANN, BEA]],
    ['a quiz in the last 30 days', all({ field: 'quizWithinDays', op: 'lte', value: 30 }), [ANN]],
    ['a quiz in the last 60 days', all({ field: 'quizWithinDays', op: 'lte', value: 60 }), [ANN, BEA]],
    ['bought a product', all({ field: 'boughtProduct', op: 'is', value: 0 }), [ANN]],
    ['clicked in the last 30 days', all({ field: 'clickedWithinDays', op: 'lte', value: 30 }), [ANN]],
    ['clicked in the last 90 days', all({ field: 'clickedWithinDays', op: 'lte', value: 90 }), [ANN, BEA]],
    ['never clicked', all({ field: 'neverClicked', op: 'is', value: true }), [CID]],
    ['newsletter subscriber', all({ field: 'newsletter', op: 'is', value: true }), [ANN]],
    ['not confirmed', all({ field: 'confirmed', op: 'is', value: false }), [CID]],
    ['source of the first visit', all({ field: 'source', op: 'is', value: 'instagram' }), [ANN]],
    ['source of the first visit is not (people without a quiz too)', all({ field: 'source', op: 'isNot', value: 'instagram' }), [BEA, CID]],
    ['source of the first visit in', all({ field: 'source', op: 'in', value: ['instagram', 'direct'] }), [ANN, BEA]],
    ['any of two conditions', { match: 'any', conditions: [{ field: 'skinType', op: 'is', value: 'oily' }, { field: 'tier', op: 'is', value: 'Gold' }] }, [ANN, CID]],
    ['all of three conditions', all({ field: 'skinType', op: 'is', value: 'oily' }, { field: 'clickedWithinDays', op: 'lte', value: 30 }, { field: 'newsletter', op: 'is', value: true }), [ANN]],
  ])('%s', async (_name, rules, expected) => {
    // The bought product is only known once the population is made.
    const resolved = { ...rules, conditions: rules.conditions.map((condition) => (condition.field === 'boughtProduct' ? { ...condition, value: boughtProductId } : condition)) };
    expect(await matching(resolved)).toEqual(expected);
  });

  it('recommended product: a product of one routine and not the other', async () => {
    const onlyAnn = annPicks.find((id) => !beaPicks.includes(id))!;
    expect(await matching(all({ field: 'recommendedProduct', op: 'is', value: onlyAnn }))).toEqual([ANN]);
    expect(await matching(all({ field: 'recommendedProduct', op: 'isNot', value: onlyAnn }))).toEqual([BEA, CID]);
  });

  it('keeps every value out of the SQL text', () => {
    const { fromWhere, values } = segmentQuery(all({ field: 'source', op: 'in', value: ['instagram', 'tiktok'] }, { field: 'points', op: 'gte', value: 12_345 }));
    expect(fromWhere).not.toMatch(/instagram|tiktok|12345/);
    expect(values).toEqual([['instagram', 'tiktok'], 12_345]);
  });
});

describe('the segments API', () => {
  const admin = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: await repCookie(t.app) }, ...(payload ? { payload } : {}) });

  it('saves a segment and answers its count and the people who accept newsletters; lists them and their CSV', async () => {
    const rules = { match: 'all', conditions: [{ field: 'boughtProduct', op: 'is', value: boughtProductId }] };
    const live = await admin('POST', '/api/admin/segments/count', rules);
    expect(live.json()).toEqual({ count: 1, reachable: 1 });
    const created = await admin('POST', '/api/admin/segments', { name: 'Bought the last product', ...rules });
    expect(created.statusCode, created.body).toBe(201);
    const { segment } = created.json();
    expect(created.json()).toMatchObject({ segment: { name: 'Bought the last product', match: 'all', conditions: rules.conditions }, count: 1, reachable: 1 });
    expect((await admin('GET', `/api/admin/segments/${segment.id}/people`)).json()).toEqual({ people: [{ personId: expect.any(String), email: ANN, confirmed: true, acceptsNewsletters: true }] });
    const csv = await admin('GET', `/api/admin/segments/${segment.id}/people.csv`);
    expect(csv.body.trim().split('\r\n')).toEqual(['Email,Confirmed,Accepts newsletters', `${ANN},yes,yes`]);
    // Unsubscribed: still in the segment, no longer reachable.
    await sql(`INSERT INTO email_suppression (address, reason) VALUES ($1, 'unsubscribed')`, [ANN]);
    expect((await admin('GET', `/api/admin/segments/${segment.id}`)).json()).toMatchObject({ count: 1, reachable: 0 });
    await sql(`DELETE FROM email_suppression WHERE address = $1`, [ANN]);
    // Bea said no to marketing email: counted, not reachable.
    const sensitive = (await admin('POST', '/api/admin/segments/count', { match: 'all', conditions: [{ field: 'sensitive', op: 'is', value: true }] })).json();
    const sensitiveOptedIn = (await admin('POST', '/api/admin/segments/count', { match: 'all', conditions: [{ field: 'sensitive', op: 'is', value: true }, { field: 'newsletter', op: 'is', value: true }] })).json();
    expect(sensitive.count).toBeGreaterThan(sensitive.reachable);
    expect(sensitiveOptedIn.count).toBeLessThan(sensitive.count);
    expect((await admin('GET', '/api/admin/segments')).json().segments.map((entry: { id: number }) => entry.id)).toContain(segment.id);
    expect((await admin('DELETE', `/api/admin/segments/${segment.id}`)).json()).toEqual({ deleted: true });
    expect((await admin('GET', `/api/admin/segments/${segment.id}`)).statusCode).toBe(404);
  });

  it.each<[string, object, string]>([
    ['an unknown field', { name: 'X', match: 'all', conditions: [{ field: 'zodiac', op: 'is', value: 'leo' }] }, 'conditions.0'],
    ['an op the field does not take', { name: 'X', match: 'all', conditions: [{ field: 'skinType', op: 'gte', value: 'oily' }] }, 'conditions.0'],
    ['a value outside the field’s choices', { name: 'X', match: 'all', conditions: [{ field: 'skinType', op: 'is', value: "oily' OR 1=1 --" }] }, 'conditions.0'],
    ['zero days', { name: 'X', match: 'all', conditions: [{ field: 'clickedWithinDays', op: 'lte', value: 0 }] }, 'conditions.0'],
    ['no conditions', { name: 'X', match: 'all', conditions: [] }, 'conditions'],
    ['too many conditions', { name: 'X', match: 'all', conditions: Array.from({ length: 21 }, () => ({ field: 'confirmed', op: 'is', value: true })) }, 'conditions'],
    ['no name', { name: ' ', match: 'all', conditions: [{ field: 'confirmed', op: 'is', value: true }] }, 'name'],
    ['another match', { name: 'X', match: 'most', conditions: [{ field: 'confirmed', op: 'is', value: true }] }, 'match'],
    ['an extra key', { name: 'X', match: 'all', conditions: [{ field: 'confirmed', op: 'is', value: true }], sql: 'DROP TABLE segment' }, 'sql'],
  ])('refuses %s with a 400 naming it, storing nothing', async (_name, payload, field) => {
    const before = await sql(`SELECT count(*)::int AS n FROM segment`);
    const response = await admin('POST', '/api/admin/segments', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    expect(await sql(`SELECT count(*)::int AS n FROM segment`)).toEqual(before);
  });

  it('is a campaign’s audience: the send queues its people who accept newsletters, and nobody else', async () => {
    const segment = (await admin('POST', '/api/admin/segments', { name: 'Sensitive or oily', match: 'any', conditions: [{ field: 'skinType', op: 'in', value: ['oily', 'sensitive'] }] })).json().segment;
    const draft = await admin('POST', '/api/admin/newsletters', { subject: 'For your skin', markdown: 'Hello', audience: { kind: 'segment', segmentId: segment.id } });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().newsletter.audience).toEqual({ kind: 'segment', segmentId: segment.id, segmentName: 'Sensitive or oily' });
    const id = draft.json().newsletter.id;
    // Addressed by a campaign: the segment stays.
    expect((await admin('DELETE', `/api/admin/segments/${segment.id}`)).statusCode).toBe(409);
    const sent = await admin('POST', `/api/admin/newsletters/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const recipients = (await sql(`SELECT recipient FROM email_message WHERE template = 'newsletter' AND occasion = $1 ORDER BY recipient`, [`newsletter:${id}`])).map(
      (row: { recipient: string }) => row.recipient,
    );
    // Ann (oily, opted in) gets it; Bea (sensitive) said no to marketing email.
    expect(recipients).toContain(ANN);
    expect(recipients).not.toContain(BEA);
    expect(sent.json().queued).toBe(recipients.length);
    const { reachable } = (await admin('GET', `/api/admin/segments/${segment.id}`)).json();
    expect(recipients).toHaveLength(reachable);
  });

  it('refuses a campaign to a segment nobody in it would receive, and to a segment that does not exist', async () => {
    const nobody = (await admin('POST', '/api/admin/segments', { name: 'Bea alone', match: 'all', conditions: [{ field: 'sensitive', op: 'is', value: true }, { field: 'newsletter', op: 'is', value: false }, { field: 'source', op: 'is', value: 'direct' }, { field: 'quizWithinDays', op: 'lte', value: 60 }, { field: 'clickedWithinDays', op: 'lte', value: 90 }] })).json();
    expect(nobody).toMatchObject({ count: 1, reachable: 0 });
    const draft = (await admin('POST', '/api/admin/newsletters', { subject: 'Nobody', markdown: 'Hello', audience: { kind: 'segment', segmentId: nobody.segment.id } })).json().newsletter;
    const refused = await admin('POST', `/api/admin/newsletters/${draft.id}/send`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Nobody would receive this newsletter/);
    expect(await sql(`SELECT count(*)::int AS n FROM email_message WHERE occasion = $1`, [`newsletter:${draft.id}`])).toEqual([{ n: 0 }]);
    const unknown = await admin('POST', '/api/admin/newsletters', { subject: 'Lost', markdown: 'Hello', audience: { kind: 'segment', segmentId: 999_999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ field: 'audience', message: 'audience.segmentId: No segment has id 999999' });
  });

  it('is the representative’s only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/segments' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/segments/count', payload: { match: 'all', conditions: [{ field: 'confirmed', op: 'is', value: true }] } })).statusCode).toBe(401);
    await expect(t.caller.segments.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
