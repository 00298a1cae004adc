import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FullQuizAnswers } from '../../../../shared/quiz.js';
import { advancedOilyAnswers, confirmedPerson } from '../../../../../test/support/follow-up-profiles.js';
import { newSessionId } from '../../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { importOrdersOfProduct } from '../../../../../test/support/store-order-test-helpers.js';
import { eventually } from '../../../../../test/support/eventually.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { explores } from '../engine/outcome-learning.js';
import { outcomeToken } from './outcome-links.js';

const t = useTestApp();

/** A session id that ranks by the answers' mean (a tenth of sessions explore instead). */
function steadySession(): string {
  for (;;) {
    const id = newSessionId();
    if (!explores(id)) return id;
  }
}

const oilyAnswers: FullQuizAnswers = { ...advancedOilyAnswers, question_8: 'moderate' };
const dryAnswers: FullQuizAnswers = { ...advancedOilyAnswers, question_1: 'glow', question_8: 'moderate' };

let address = 10;
const answer = (userId: number, productId: number, value: 'works' | 'not_for_me') =>
  t.app.inject({ method: 'POST', url: '/api/outcomes', payload: { token: outcomeToken(t.deps.mail.signer, userId, productId), answer: value }, remoteAddress: `198.51.100.${address++ % 250}` });

/** People with confirmed addresses on one domain, each with her own quiz: what a script with a catch-all domain makes. */
async function confirmedPeople(domain: string, count: number, answers: FullQuizAnswers): Promise<Array<{ id: number; email: string }>> {
  const people = [];
  for (let person = 0; person < count; person++) {
    const email = `p${person}-${randomBytes(3).toString('hex')}@${domain}`;
    await confirmedPerson(t, email, answers, 'Pat');
    const [row] = await t.db.dataSource.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
    people.push({ id: row.id as number, email });
  }
  return people;
}

/** Imports one store order per person, each with one line of the product (the back-office CSV import). */
const ordersOf = (people: ReadonlyArray<{ email: string }>, productId: number) =>
  importOrdersOfProduct(t, people.map((person) => person.email), productId);

async function resultFor(answers: FullQuizAnswers) {
  const submitted = await t.caller.quiz.submit({ sessionId: steadySession(), responses: answers, userId: null });
  // Read back as a visitor reads it: the stored result with what people of her skin type say.
  const stored = await t.app.inject({ method: 'GET', url: `/api/quiz/${submitted.sessionId}/results` });
  expect(stored.statusCode, stored.body).toBe(200);
  const items = stored.json().productRecommendations[0].items as Array<{ id: number; name: string; matchPercent: number; socialProof?: string }>;
  const matches = submitted.productMatches;
  return {
    routine: items.map((item) => item.id),
    socialProof: (productId: number) => items.find((item) => item.id === productId)?.socialProof,
    // A pick's own match, else its badge's (products below the badge threshold have none: 0).
    match: (productId: number) => items.find((item) => item.id === productId)?.matchPercent ?? matches.find((entry) => entry.productId === productId)?.matchPercent ?? 0,
    rank: (productId: number) => matches.findIndex((entry) => entry.productId === productId),
    matches: matches.map((entry) => [entry.productId, entry.matchPercent]),
  };
}

async function weightsOf(productId: number) {
  const [row] = await t.db.dataSource.query(
    `SELECT coalesce(sum("weightWorks"), 0)::float AS works, coalesce(sum("weightNotForMe"), 0)::float AS "notForMe", coalesce(sum("buyersWorks"), 0)::int AS "buyersWorks"
       FROM outcome_tally WHERE "productId" = $1`,
    [productId],
  );
  return row as { works: number; notForMe: number; buyersWorks: number };
}

describe('answers teach the engine as far as people proved they used the product', () => {
  it('weighs one script with a catch-all domain as one person without a purchase: 12 "not for me" and 6 "works" leave the routine and social proof as they were', async () => {
    const before = await resultFor(oilyAnswers);
    const [top, second] = before.routine;
    // A product ranked below the routine's, which 6 "works" lifted by 13 points and four places.
    const lower = (await t.caller.quiz.submit({ sessionId: steadySession(), responses: oilyAnswers, userId: null })).productMatches.find(
      (entry, index) => index >= 6 && !before.routine.includes(entry.productId),
    )!.productId;
    expect(top && second && lower).toBeTruthy();

    const sinkers = await confirmedPeople('catchall-one.test', 12, oilyAnswers);
    for (const person of sinkers) expect((await answer(person.id, top!, 'not_for_me')).statusCode).toBe(200);
    const lifters = await confirmedPeople('catchall-one.test', 6, oilyAnswers);
    for (const person of lifters) {
      expect((await answer(person.id, second!, 'works')).statusCode).toBe(200);
      expect((await answer(person.id, lower, 'works')).statusCode).toBe(200);
    }

    const after = await resultFor(oilyAnswers);
    expect(after.routine).toEqual(before.routine);
    expect(after.socialProof(second!)).toBeUndefined();
    // What is left is one person's quarter of an answer, below the one answer evidence must weigh:
    // no match and no place moves (the script bought 13 points and four places before).
    expect(after.matches).toEqual(before.matches);
    // The eighteen addresses are one person without a purchase: a quarter of an answer per product.
    expect(await weightsOf(top!)).toEqual({ works: 0, notForMe: 0.25, buyersWorks: 0 });
    expect(await weightsOf(lower)).toEqual({ works: 0.25, notForMe: 0, buyersWorks: 0 });

    // The representative still sees every answer given, and that the engine barely moved.
    const screen = await t.app.inject({ method: 'GET', url: '/api/admin/what-works', headers: { cookie: await repCookie(t.app) } });
    const row = screen.json().rows.find((entry: { productId: number; skinType: string }) => entry.productId === top && entry.skinType === 'oily');
    expect(row).toMatchObject({ answered: 12, notForMe: 12 });
    expect(row.weight).toBe(1);
  });

  it('learns from buyers: the same answers move the engine and show social proof once the people behind them bought the product, orders before or after answering', async () => {
    const before = await resultFor(dryAnswers);
    const [top, ...rest] = before.routine;
    // The pick with the most room to rise.
    const second = rest.sort((a, b) => before.match(a) - before.match(b))[0];
    expect(top && second).toBeTruthy();
    expect(before.match(second!)).toBeLessThan(95);

    // Twelve people answer "not for me" before their orders arrive: a weak signal, nothing moves.
    const sinkers = await confirmedPeople('catchall-two.test', 12, dryAnswers);
    for (const person of sinkers) expect((await answer(person.id, top!, 'not_for_me')).statusCode).toBe(200);
    expect((await resultFor(dryAnswers)).routine).toEqual(before.routine);

    // Their orders of it arrive: the tally is recounted as the lines are written, and each answer weighs in full.
    await ordersOf(sinkers, top!);
    expect(await weightsOf(top!)).toMatchObject({ notForMe: 12 });
    // The import's change reaches this process's copy of the counts by PostgreSQL's notice.
    let sunk = await resultFor(dryAnswers);
    await eventually(async () => !(sunk = await resultFor(dryAnswers)).routine.includes(top!));
    expect(sunk.routine).not.toContain(top);
    expect(sunk.match(top!)).toBeLessThan(before.match(top!));

    // Six buyers of the second pick say it works: three bought before answering, three after.
    const fans = await confirmedPeople('catchall-two.test', 6, dryAnswers);
    await ordersOf(fans.slice(0, 3), second!);
    for (const person of fans) expect((await answer(person.id, second!, 'works')).statusCode).toBe(200);
    expect((await resultFor(dryAnswers)).socialProof(second!)).toBeUndefined();
    await ordersOf(fans.slice(3), second!);
    expect(await weightsOf(second!)).toEqual({ works: 6, notForMe: 0, buyersWorks: 6 });
    let lifted = await resultFor(dryAnswers);
    await eventually(async () => (lifted = await resultFor(dryAnswers)).socialProof(second!) !== undefined);
    expect(lifted.socialProof(second!)).toBe('6 of 6 people with dry skin who tried it say it works');
    expect(lifted.match(second!)).toBeGreaterThan(sunk.match(second!));
  });

  it('weighs the aliases of one mailbox at a large provider as one person, and each mailbox there on its own', async () => {
    const [product] = await t.db.dataSource.query(`SELECT id FROM product ORDER BY id DESC LIMIT 1`);
    const aliases = ['ann.lee+a@gmail.com', 'annlee+b@googlemail.com', 'a.n.n.lee@gmail.com'];
    const others = ['bea@gmail.com', 'cleo@outlook.com'];
    for (const email of [...aliases, ...others]) {
      await confirmedPerson(t, email, oilyAnswers, 'Ann');
      const [row] = await t.db.dataSource.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
      expect((await answer(row.id, product.id, 'not_for_me')).statusCode).toBe(200);
    }
    // One mailbox (a quarter, split three ways) and two mailboxes of their own (a quarter each).
    expect((await weightsOf(product.id)).notForMe).toBeCloseTo(0.75, 10);
  });
});
