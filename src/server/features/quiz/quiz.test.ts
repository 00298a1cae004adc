import { describe, expect, it } from 'vitest';
import { nextClientAddress } from '../../../../test/support/client-address.js';
import { TEST_STORE_URL } from '../../../../test/support/test-constants.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { type CatalogProduct, loadCatalogue } from '../catalog/api.js';
import { acneModerateAnswers, newSessionId, previewAnswers, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';

const t = useTestApp();

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row!.n;
}

// Each call as another visitor: new quiz sessions are limited per address (dashboard-figures.test.ts).
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextClientAddress() });

/** The engine attributes of recommended products, which the API does not send. */
async function catalogueEntries(items: { id: number }[]): Promise<CatalogProduct[]> {
  const byId = new Map((await loadCatalogue(t.db.dataSource, TEST_STORE_URL)).map((product) => [product.id, product]));
  return items.map((item) => byId.get(item.id)!);
}

describe('POST /api/quiz/start', () => {
  it('records one start per session, however often and concurrently it is sent', async () => {
    const sessionId = newSessionId();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/quiz/start', { sessionId })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.json().firstStart)).toHaveLength(1);
    expect(await count(`funnel_event WHERE type = 'quiz_started' AND subject = $1`, [sessionId])).toBe(1);
    expect(await count(`quiz_session WHERE "sessionId" = $1`, [sessionId])).toBe(1);
  });

  it('keeps the first source a session names, normalised, over REST and tRPC', async () => {
    const source = async (sessionId: string) => (await t.db.dataSource.query(`SELECT source FROM quiz_session WHERE "sessionId" = $1`, [sessionId]))[0]?.source;
    const fromInstagram = newSessionId();
    expect((await post('/api/quiz/start', { sessionId: fromInstagram, source: 'IG' })).statusCode).toBe(200);
    expect((await post('/api/quiz/start', { sessionId: fromInstagram, source: 'google' })).statusCode).toBe(200);
    expect(await source(fromInstagram)).toBe('instagram');
    const viaTrpc = newSessionId();
    await t.caller.quiz.start({ sessionId: viaTrpc, source: 'tiktok' });
    expect(await source(viaTrpc)).toBe('tiktok');
    const unnamed = newSessionId();
    await post('/api/quiz/start', { sessionId: unnamed });
    expect(await source(unnamed)).toBe('direct');
    const tooLong = await post('/api/quiz/start', { sessionId: newSessionId(), source: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.field).toBe('source');
  });

  it('keeps preview starts out of the full-quiz funnel', async () => {
    const sessionId = newSessionId('preview');
    expect((await post('/api/quiz/start', { sessionId })).json()).toEqual({ sessionId, firstStart: true });
    expect(await count(`funnel_event WHERE subject = $1`, [sessionId])).toBe(0);
  });

  it.each([
    [{}, 'sessionId'],
    [{ sessionId: 'hello' }, 'sessionId'],
    [{ sessionId: 42 }, 'sessionId'],
    [{ sessionId: newSessionId(), extra: true }, 'extra'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const before = await count('quiz_session', []);
    const response = await post('/api/quiz/start', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await count('quiz_session', [])).toBe(before);
  });
});

describe('POST /api/quiz/submit', () => {
  it('answers the SPEC §3 shape with real catalogue products and stores it once', async () => {
    const sessionId = newSessionId();
    const response = await post('/api/quiz/submit', { sessionId, responses: acneModerateAnswers, userId: null });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ sessionId, kind: 'full', skinAnalysis: { skinType: 'Oily', primaryConcern: 'Breakouts & blemishes' } });
    expect(result.quizResponseId).toBeGreaterThan(0);
    expect(result.shopUrl).toBe(TEST_STORE_URL);
    expect(result.matchScore).toBeGreaterThanOrEqual(0);
    expect(result.matchScore).toBeLessThanOrEqual(100);
    const [routine] = result.productRecommendations;
    // A moderate budget, but the suitable products for oily, breakout-prone skin are budget ones: the card names those.
    expect(routine).toMatchObject({ budgetTier: 'Smart essentials', routineLength: '10-minute balanced routine' });
    expect(routine.items.length).toBeGreaterThanOrEqual(2);
    expect(routine.products).toEqual(routine.items.map((item: { name: string }) => item.name));
    for (const product of await catalogueEntries(routine.items)) expect(product.nonComedogenic).toBe(true);
    for (const item of routine.items) {
      expect(item).not.toHaveProperty('concerns');
      expect(item.avonStoreUrl.startsWith(`${TEST_STORE_URL}/`)).toBe(true);
      expect(item.imageUrl).toMatch(/^\/images\//);
      expect(item.reason.length).toBeGreaterThan(20);
    }
    expect(routine.items.reduce((sum: number, item: { price: number }) => sum + item.price, 0)).toBeLessThanOrEqual(15_000);
    // The badge matches only: real products, each from the badge threshold up.
    expect(result.productMatches.length).toBeGreaterThan(0);
    expect(result.productMatches.length).toBeLessThan(await count('product', []));
    expect((await catalogueEntries(result.productMatches.map((match: { productId: number }) => ({ id: match.productId })))).every(Boolean)).toBe(true);
    for (const match of result.productMatches) expect(match.matchPercent).toBeGreaterThanOrEqual(60);
    const events = await t.db.dataSource.query(`SELECT details FROM funnel_event WHERE type = 'quiz_completed' AND subject = $1`, [sessionId]);
    expect(events).toEqual([{ details: { quizResponseId: result.quizResponseId, matchScore: result.matchScore } }]);
  });

  it('keeps sensitive skin away from fragrance and harsh actives in the seeded catalogue', async () => {
    const result = (await post('/api/quiz/submit', { sessionId: newSessionId(), responses: sensitiveBudgetAnswers, userId: null })).json();
    const items = result.productRecommendations[0].items;
    expect(items.length).toBeGreaterThanOrEqual(2);
    // A beginner's three steps, and the sunscreen every routine holds.
    expect(items.length).toBeLessThanOrEqual(4);
    const products = await catalogueEntries(items);
    for (const product of products) expect(product.fragranceFree && !product.harshActives).toBe(true);
    expect(products.map((product) => product.routineStep)).toContain('spf');
  });

  it('returns the stored result to a resubmit, even with other answers or in parallel', async () => {
    const sessionId = newSessionId();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/api/quiz/submit', { sessionId, responses: acneModerateAnswers, userId: null })));
    const ids = new Set(answers.map((a) => a.json().quizResponseId));
    expect(ids.size).toBe(1);
    const again = await post('/api/quiz/submit', { sessionId, responses: sensitiveBudgetAnswers, userId: null });
    expect(again.json()).toEqual(answers[0]!.json());
    expect(await count(`quiz_response WHERE "sessionId" = $1`, [sessionId])).toBe(1);
    expect(await count(`funnel_event WHERE type = 'quiz_completed' AND subject = $1`, [sessionId])).toBe(1);
  });

  it('stores 60 submits sent at once, each with its own id and funnel event, duplicates answered the stored result', async () => {
    const sessions = Array.from({ length: 50 }, (_, n) => newSessionId(n % 5 === 0 ? 'preview' : 'session'));
    const twice = sessions.slice(0, 10);
    const answers = await Promise.all(
      [...sessions, ...twice].map((sessionId) =>
        post('/api/quiz/submit', { sessionId, responses: sessionId.startsWith('preview_') ? previewAnswers : acneModerateAnswers, userId: null }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const idOf = new Map<string, number>();
    for (const answer of answers) {
      const { sessionId, quizResponseId } = answer.json();
      if (idOf.has(sessionId)) expect(quizResponseId).toBe(idOf.get(sessionId));
      idOf.set(sessionId, quizResponseId);
    }
    expect(new Set(idOf.values()).size).toBe(50);
    const stored = await t.db.dataSource.query<{ id: number; sessionId: string }[]>(`SELECT id, "sessionId" FROM quiz_response WHERE "sessionId" = ANY($1)`, [sessions]);
    expect(new Map(stored.map((row) => [row.sessionId, row.id]))).toEqual(idOf);
    const events = await t.db.dataSource.query<{ subject: string; id: number }[]>(
      `SELECT subject, (details->>'quizResponseId')::int AS id FROM funnel_event WHERE type IN ('quiz_completed', 'preview_completed') AND subject = ANY($1)`,
      [sessions],
    );
    expect(new Map(events.map((event) => [event.subject, event.id]))).toEqual(idOf);
    expect(events).toHaveLength(50);
  });

  it('scores the 4 preview answers with the same engine', async () => {
    const sessionId = newSessionId('preview');
    const result = (await post('/api/quiz/submit', { sessionId, responses: previewAnswers, userId: null })).json();
    expect(result).toMatchObject({ kind: 'preview', skinAnalysis: { primaryConcern: 'Hydration & dryness', skinType: 'Dry' } });
    expect(result.productRecommendations[0].items.length).toBeGreaterThanOrEqual(2);
    expect(await count(`funnel_event WHERE type = 'preview_completed' AND subject = $1`, [sessionId])).toBe(1);
  });

  const { question_4: _omitted, ...missingQ4 } = acneModerateAnswers;
  it.each([
    ['a missing answer', { responses: missingQ4 }, 'responses.question_4', /Question 4 needs an answer/],
    ['an unknown value', { responses: { ...acneModerateAnswers, question_8: 'millionaire' } }, 'responses.question_8', /Question 8 has no option "millionaire"/],
    ['an unknown question', { responses: { ...acneModerateAnswers, question_9: 'x' } }, 'responses.question_9', /Unknown question/],
    ['full answers on a preview session', { sessionId: newSessionId('preview'), responses: acneModerateAnswers }, 'responses.skinGoal', /skinGoal/],
    ['an extra key', { responses: acneModerateAnswers, referrer: 'x' }, 'referrer', /Unexpected field/],
    ['a user id', { responses: acneModerateAnswers, userId: 7 }, 'userId', /must be null/],
    ['no answers at all', { responses: undefined }, 'responses', /expected record/],
  ])('rejects %s with a 400 naming the question, storing nothing', async (_name, change, field, message) => {
    const sessionId = newSessionId();
    const response = await post('/api/quiz/submit', { sessionId, userId: null, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(message);
    expect(await count(`quiz_response WHERE "sessionId" = $1`, [(change as { sessionId?: string }).sessionId ?? sessionId])).toBe(0);
  });

  it('rejects bad input through tRPC too', async () => {
    await expect(t.caller.quiz.submit({ sessionId: newSessionId(), responses: { question_1: 'glow' }, userId: null })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('GET /api/quiz/:sessionId/results', () => {
  it('returns the stored result, the same as the submit answer and the tRPC query', async () => {
    const sessionId = newSessionId();
    const submitted = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    const response = await t.app.inject({ method: 'GET', url: `/api/quiz/${sessionId}/results` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(submitted);
    await expect(t.caller.quiz.results({ sessionId })).resolves.toEqual(submitted);
  });

  it('answers 404 for a session without results and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/quiz/${newSessionId()}/results` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toMatch(/No quiz results/);
    const malformed = await t.app.inject({ method: 'GET', url: `/api/quiz/${encodeURIComponent("x' OR 1=1")}/results` });
    expect(malformed.statusCode).toBe(400);
    await expect(t.caller.quiz.results({ sessionId: newSessionId() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
