import { afterAll, describe, expect, it } from 'vitest';
import type { FullQuizAnswers } from '../../../../shared/quiz.js';
import { OUTCOME_ANSWERS_PER_MINUTE } from '../../../../shared/outcomes.js';
import { buildSurveyPayload } from '../../../../shared/survey.js';
import { advancedOilyAnswers, confirmedPerson } from '../../../../../test/support/follow-up-profiles.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { newSessionId } from '../../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { importOrdersOfProduct } from '../../../../../test/support/store-order-test-helpers.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { explores } from '../engine/outcome-learning.js';
import { outcomeToken } from './outcome-links.js';
import { snapshotOf, type TallyRow } from './outcome-tallies.js';
import { socialProofLine } from './social-proof.js';
import { inOneWindow } from '../../../../../test/support/fixed-window.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', SURVEY_INVITE_DELAY_HOURS: '0' });

const withSubject = (address: string, pattern: RegExp) => sink.to(address).find((message) => pattern.test(message.parsed.subject ?? ''));
const trackedTarget = (href: string) => new URL(href).searchParams.get('to') ?? '';
let address = 100;
/** Each call comes from an address of its own, so the per-address cap only bites where a test means it to. */
const post = (payload: object, remoteAddress = `198.51.100.${address++ % 250}`) => t.app.inject({ method: 'POST', url: '/api/outcomes', payload, remoteAddress });

async function answersOf(userId: number) {
  return t.db.dataSource.query(`SELECT "productId", "segment", "answer" FROM outcome_answer WHERE "userId" = $1`, [userId]);
}

async function tallyOf(productId: number) {
  const [row] = await t.db.dataSource.query(
    `SELECT coalesce(sum("works"), 0)::int AS works, coalesce(sum("early"), 0)::int AS early, coalesce(sum("notForMe"), 0)::int AS "notForMe", coalesce(sum("notYet"), 0)::int AS "notYet"
       FROM outcome_tally WHERE "productId" = $1`,
    [productId],
  );
  return row as { works: number; early: number; notForMe: number; notYet: number };
}

describe('"Is it working for you?"', () => {
  it('is asked in the survey invitation over SMTP; reading the question records nothing, one POST records the answer, another changes it', async () => {
    await confirmedPerson(t, 'olive@example.com', advancedOilyAnswers, 'Olive');
    await sink.waitFor(() => Boolean(withSubject('olive@example.com', /^How is your/)));
    const invitation = withSubject('olive@example.com', /^How is your/)!;
    expect(invitation.parsed.text).toMatch(/working for you\? One tap tells us/);
    const targets = invitation.links.map(trackedTarget).filter((to) => to.includes('/outcome/'));
    // She has no order of it: "Haven't tried it yet" is offered too.
    expect(targets.map((to) => new URL(to).searchParams.get('answer'))).toEqual(['works', 'early', 'not_for_me', 'not_tried']);
    expect(invitation.parsed.text).toContain("Haven't tried it yet");
    const worksLink = new URL(targets[0]!);
    const token = decodeURIComponent(worksLink.pathname.split('/').at(-1)!);
    const [user] = await t.db.dataSource.query(`SELECT id FROM "user" WHERE email = 'olive@example.com'`);
    const productId = Number(token.split('.')[1]);

    // The page reading the question (what a mail scanner's visit does) records nothing.
    expect(worksLink.origin).toBe('http://beauty.test');
    const read = await t.app.inject({ method: 'GET', url: `/api/outcomes/${token}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ productName: expect.any(String), answer: null, offersNotTried: true });
    expect(await answersOf(user.id)).toEqual([]);
    // "Haven't tried it yet" records nothing.
    const notTried = await post({ token, answer: 'not_tried' });
    expect(notTried.statusCode, notTried.body).toBe(200);
    expect(notTried.json()).toEqual({ productName: read.json().productName, answer: null, offersNotTried: true });
    expect(await answersOf(user.id)).toEqual([]);
    expect(await tallyOf(productId)).toEqual({ works: 0, early: 0, notForMe: 0, notYet: 0 });

    const recorded = await post({ token, answer: 'works' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toEqual({ productName: read.json().productName, answer: 'works', offersNotTried: true });
    expect(await answersOf(user.id)).toEqual([{ productId, segment: 'oily:tolerant:acne', answer: 'works' }]);
    expect(await tallyOf(productId)).toEqual({ works: 1, early: 0, notForMe: 0, notYet: 0 });

    // Answering again changes the one answer (the tRPC twin too), and the counts move with it.
    expect((await post({ token, answer: 'not_for_me' })).statusCode).toBe(200);
    expect(await tallyOf(productId)).toEqual({ works: 0, early: 0, notForMe: 1, notYet: 0 });
    await expect(t.caller.outcomes.record({ token, answer: 'early' })).resolves.toEqual({ productName: read.json().productName, answer: 'early', offersNotTried: true });
    // Her earlier answer stays when she says she has not tried it.
    expect((await post({ token, answer: 'not_tried' })).json().answer).toBe('early');
    expect(await answersOf(user.id)).toEqual([{ productId, segment: 'oily:tolerant:acne', answer: 'early' }]);
    expect(await tallyOf(productId)).toEqual({ works: 0, early: 1, notForMe: 0, notYet: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/outcomes/${token}` })).json().answer).toBe('early');
  });

  it('refuses a forged token, another person’s id under a signature, an unknown answer and extra fields, changing nothing', async () => {
    await confirmedPerson(t, 'pia@example.com', advancedOilyAnswers, 'Pia');
    await confirmedPerson(t, 'quin@example.com', advancedOilyAnswers, 'Quin');
    const [pia, quin] = await t.db.dataSource.query(`SELECT id FROM "user" WHERE email IN ('pia@example.com', 'quin@example.com') ORDER BY email`);
    const [product] = await t.db.dataSource.query(`SELECT id FROM product ORDER BY id LIMIT 1`);
    const piaToken = outcomeToken(t.deps.mail.signer, pia.id, product.id);
    const signature = piaToken.split('.')[2]!;
    const refusals: Array<[object, number, string]> = [
      [{ token: `${pia.id}.${product.id}.${'A'.repeat(32)}`, answer: 'works' }, 400, 'token'],
      [{ token: `${quin.id}.${product.id}.${signature}`, answer: 'works' }, 400, 'token'],
      [{ token: `${pia.id}.${product.id + 1}.${signature}`, answer: 'works' }, 400, 'token'],
      [{ token: piaToken.slice(0, -1), answer: 'works' }, 400, 'token'],
      [{ token: piaToken, answer: 'love_it' }, 400, 'answer'],
      [{ token: piaToken, answer: 'works', userId: quin.id }, 400, 'userId'],
      [{ answer: 'works' }, 400, 'token'],
    ];
    for (const [payload, status, field] of refusals) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error.field, JSON.stringify(payload)).toBe(field);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/outcomes/${quin.id}.${product.id}.${signature}` })).statusCode).toBe(400);
    await expect(t.caller.outcomes.record({ token: `${quin.id}.${product.id}.${signature}`, answer: 'works' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await answersOf(pia.id)).toEqual([]);
    expect(await answersOf(quin.id)).toEqual([]);
  });

  it('caps the answers from one address: a flood answers 429 and records nothing past the cap', async () => {
    await confirmedPerson(t, 'rae@example.com', advancedOilyAnswers, 'Rae');
    const [rae] = await t.db.dataSource.query(`SELECT id FROM "user" WHERE email = 'rae@example.com'`);
    const [product] = await t.db.dataSource.query(`SELECT id FROM product ORDER BY id LIMIT 1`);
    const token = outcomeToken(t.deps.mail.signer, rae.id, product.id);
    // A minute's end cutting the flood in two would let a second minute's answers in: run it again, whole, from a fresh address.
    const { flood } = await inOneWindow(t.db.dataSource, 60, async (round) => ({
      flood: await Promise.all(Array.from({ length: OUTCOME_ANSWERS_PER_MINUTE + 10 }, () => post({ token, answer: 'works' }, `203.0.113.${77 + round}`))),
    }));
    const statuses = flood.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OUTCOME_ANSWERS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(flood.find((response) => response.statusCode === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    expect(await answersOf(rae.id)).toEqual([{ productId: product.id, segment: 'oily:tolerant:acne', answer: 'works' }]);
  });

  it('counts a survey’s “not seeing results” as a weak “not yet” until she answers herself, and withdraws it when she changes the survey', async () => {
    await confirmedPerson(t, 'sol@example.com', advancedOilyAnswers, 'Sol');
    const [row] = await t.db.dataSource.query(
      `SELECT u.id, u."surveyToken", (r.result->'routine'->'picks'->0->>'productId')::int AS "productId"
         FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId" WHERE u.email = 'sol@example.com'`,
    );
    const survey = (challenge: 'results' | 'time') =>
      t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: buildSurveyPayload(row.surveyToken, row.productId, { usage: 'daily', challenge, improvement: 'faster' }) });
    const before = await tallyOf(row.productId);
    expect((await survey('results')).statusCode).toBe(200);
    expect(await answersOf(row.id)).toEqual([{ productId: row.productId, segment: 'oily:tolerant:acne', answer: 'not_yet' }]);
    expect((await tallyOf(row.productId)).notYet).toBe(before.notYet + 1);
    expect((await survey('time')).statusCode).toBe(200);
    expect(await answersOf(row.id)).toEqual([]);
    expect((await tallyOf(row.productId)).notYet).toBe(before.notYet);
    // Her own answer wins over the survey's.
    expect((await post({ token: outcomeToken(t.deps.mail.signer, row.id, row.productId), answer: 'works' })).statusCode).toBe(200);
    expect((await survey('results')).statusCode).toBe(200);
    expect(await answersOf(row.id)).toEqual([{ productId: row.productId, segment: 'oily:tolerant:acne', answer: 'works' }]);
  });
});

/** One store order per address, each with one line of the product (the back-office CSV import). */
const importOrders = (emails: readonly string[], productId: number) => importOrdersOfProduct(t, emails, productId);

/** A session id that ranks by the answers' mean (a tenth of sessions explore instead). */
function steadySession(): string {
  for (;;) {
    const id = newSessionId();
    if (!explores(id)) return id;
  }
}

const dryAnswers: FullQuizAnswers = { ...advancedOilyAnswers, question_1: 'glow', question_8: 'moderate' };
const oilyAnswers: FullQuizAnswers = { ...advancedOilyAnswers, question_8: 'moderate' };

describe('the engine learns from the answers', () => {
  it('ranks lower, for oily skin only, the serum oily-skin people say is not for them; safety and budget hold', async () => {
    const submit = (responses: FullQuizAnswers) => t.caller.quiz.submit({ sessionId: steadySession(), responses, userId: null });
    const oilyBefore = await submit(oilyAnswers);
    const dryBefore = await submit(dryAnswers);
    const serum = oilyBefore.productRecommendations[0]!.items.find((item) => /serum/i.test(item.name))!;
    expect(serum).toBeDefined();

    // Fifteen oily-skin people who bought it, each with her own quiz, say it is not for them.
    const buyers: Array<{ id: number; email: string }> = [];
    for (let person = 0; person < 15; person++) {
      const { quizResponseId } = await submit(oilyAnswers);
      const email = `oily-${person}-${Date.now()}@example.com`;
      const [user] = await t.db.dataSource.query(
        `INSERT INTO "user" (email, "firstName", "latestQuizResponseId", "emailConfirmedAt") VALUES ($1, 'Ola', $2, now()) RETURNING id`,
        [email, quizResponseId],
      );
      buyers.push({ id: user.id, email });
    }
    await importOrders(
      buyers.map((buyer) => buyer.email),
      serum.id,
    );
    for (const buyer of buyers) {
      const answered = await post({ token: outcomeToken(t.deps.mail.signer, buyer.id, serum.id), answer: 'not_for_me' });
      expect(answered.statusCode, answered.body).toBe(200);
    }

    const oilyAfter = await submit(oilyAnswers);
    const items = oilyAfter.productRecommendations[0]!.items;
    expect(items.map((item) => item.id)).not.toContain(serum.id);
    const badge = (result: typeof oilyAfter) => result.productMatches.find((match) => match.productId === serum.id)?.matchPercent ?? 0;
    expect(badge(oilyAfter)).toBeLessThan(badge(oilyBefore));
    // Still made for her skin, safe and within her band.
    const products = await t.db.dataSource.query(`SELECT id, price, "skinTypes" FROM product WHERE id = ANY($1)`, [items.map((item) => item.id)]);
    for (const product of products) expect(product.skinTypes.length === 0 || product.skinTypes.includes('oily')).toBe(true);
    expect(items.reduce((sum, item) => sum + item.price, 0)).toBeLessThanOrEqual(15_000);
    // Nobody with dry skin answered: the same routine and badges as before.
    const dryAfter = await submit(dryAnswers);
    expect(dryAfter.productRecommendations[0]!.items.map((item) => item.id)).toEqual(dryBefore.productRecommendations[0]!.items.map((item) => item.id));
    expect(dryAfter.productMatches).toEqual(dryBefore.productMatches);
    // Fifteen people of her skin type answered: the result shows it, in counted people.
    expect(oilyAfter.productMatches.length).toBeGreaterThan(0);
    const stored = await t.app.inject({ method: 'GET', url: `/api/quiz/${oilyBefore.sessionId}/results` });
    const shown = stored.json().productRecommendations[0].items.find((item: { id: number }) => item.id === serum.id);
    expect(shown.socialProof).toBe('0 of 15 people with oily skin who tried it say it works');

    // The representative sees it on "What works", and in its CSV; nobody else does.
    const cookie = await repCookie(t.app);
    const screen = await t.app.inject({ method: 'GET', url: '/api/admin/what-works', headers: { cookie } });
    expect(screen.statusCode).toBe(200);
    const row = screen.json().rows.find((entry: { productId: number; skinType: string }) => entry.productId === serum.id && entry.skinType === 'oily');
    expect(row).toMatchObject({ productName: serum.name, answered: 15, works: 0, notForMe: 15, worksShare: 0, engine: 'lower' });
    expect(row.weight).toBeLessThan(0.5);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/what-works.csv', headers: { cookie } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toContain('Product,Skin type,Answered,Works for me');
    expect(csv.body).toContain(`${serum.name},oily,15,0,0,15,0,0%,lower,`);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/what-works' })).statusCode).toBe(401);
    await expect(t.caller.outcomes.whatWorks()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('shows no social proof below five buyers of the skin type, and counts buyers only', async () => {
    const [product] = await t.db.dataSource.query(`SELECT id FROM product ORDER BY id DESC LIMIT 1`);
    const row = (segment: string, people: [number, number, number, number], buyers: [number, number, number]): TallyRow => ({
      segment,
      productId: product.id,
      works: people[0],
      early: people[1],
      notForMe: people[2],
      notYet: people[3],
      buyersWorks: buyers[0],
      buyersEarly: buyers[1],
      buyersNotForMe: buyers[2],
      weightWorks: buyers[0],
      weightNotForMe: buyers[2],
      weightNotYet: 0,
    });
    const snapshot = snapshotOf([row('dry:tolerant:dullness', [3, 1, 0, 4], [3, 1, 0])]);
    expect(socialProofLine(snapshot, 'dry', product.id)).toBeUndefined();
    const five = snapshotOf([row('dry:tolerant:dullness', [3, 1, 0, 0], [3, 1, 0]), row('dry:sensitive:aging', [0, 0, 1, 0], [0, 0, 1])]);
    expect(socialProofLine(five, 'dry', product.id)).toBe('3 of 5 people with dry skin who tried it say it works');
    expect(socialProofLine(five, 'oily', product.id)).toBeUndefined();
    // Nine people answered, four of them buyers: no line.
    const fewBuyers = snapshotOf([row('dry:tolerant:dullness', [8, 0, 1, 0], [4, 0, 0])]);
    expect(socialProofLine(fewBuyers, 'dry', product.id)).toBeUndefined();
  });
});
