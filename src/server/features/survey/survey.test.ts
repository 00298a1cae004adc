import { beforeAll, describe, expect, it } from 'vitest';
import { buildSurveyPayload } from '../../../shared/survey.js';
import { advancedOilyAnswers, confirmedPerson } from '../../../../test/support/follow-up-profiles.js';
import { newSessionId } from '../../../../test/support/quiz-test-data.js';
import { importTestOrder } from '../../../../test/support/store-order-test-helpers.js';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { UserEntity } from '../users/api.js';
import { SurveyResponseEntity } from './survey-response.entity.js';

const t = useTestApp();
let userId: number;
let surveyToken: string;
let productId: number;

/** The products of her routine: what her survey may ask about. */
let picks: number[];

beforeAll(async () => {
  const sessionId = newSessionId();
  const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: advancedOilyAnswers, userId: null });
  await t.caller.users.create({ email: 'survey@example.com', firstName: 'Ada', quizResponseId, sessionId, consent: false, wantsCyclingGuide: false });
  const user = await t.db.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'survey@example.com' });
  userId = user.id;
  surveyToken = user.surveyToken;
  const [row] = await t.db.dataSource.query(`SELECT array_agg((pick->>'productId')::int) AS picks FROM quiz_response r, jsonb_array_elements(r.result->'routine'->'picks') pick WHERE r.id = $1`, [
    quizResponseId,
  ]);
  picks = row.picks;
  productId = picks[0]!;
});

const count = () => t.db.dataSource.getRepository(SurveyResponseEntity).count();

describe('POST /api/usage-quiz/submit', () => {
  it('stores the answers of an existing user and product', async () => {
    const payload = buildSurveyPayload(surveyToken, productId, { usage: 'daily', challenge: 'time', improvement: 'premium' });
    expect(payload.budget).toBe('premium');
    const response = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const stored = await t.db.dataSource.getRepository(SurveyResponseEntity).findOneByOrFail({ id: response.json().surveyResponseId });
    expect(stored).toMatchObject({ userId, productId, usage: 'daily', challenge: 'time', improvement: 'premium', budget: 'premium' });
  });

  it('counts one answer per person and product: answering again replaces it', async () => {
    const other = picks[1]!;
    const send = (improvement: 'faster' | 'premium') =>
      t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: buildSurveyPayload(surveyToken, other, { usage: 'travel', challenge: 'time', improvement }) });
    const answers = await Promise.all([send('faster'), send('faster'), send('faster')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().surveyResponseId)).size).toBe(1);
    await send('premium');
    const rows = await t.db.dataSource.getRepository(SurveyResponseEntity).findBy({ userId, productId: other });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ improvement: 'premium', budget: 'premium' });
  });

  it('answers 404 naming an unknown survey token or product, and stores nothing', async () => {
    const before = await count();
    const noUser = await t.app.inject({
      method: 'POST',
      url: '/api/usage-quiz/submit',
      payload: buildSurveyPayload('00000000-0000-4000-8000-000000000000', productId, { usage: 'travel', challenge: 'results', improvement: 'faster' }),
    });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().error.field).toBe('surveyToken');
    const noProduct = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: buildSurveyPayload(surveyToken, 999_999, { usage: 'travel', challenge: 'results', improvement: 'faster' }) });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().error.field).toBe('productId');
    expect(await count()).toBe(before);
  });

  it.each([
    ['a user id instead of the survey token', { surveyToken: undefined, userId: 1 }, 'surveyToken'],
    ['a malformed survey token', { surveyToken: '1' }, 'surveyToken'],
    ['a string id', { productId: 'seven' }, 'productId'],
    ['an unknown answer', { responses: { usage: 'sometimes', challenge: 'time', improvement: 'faster' } }, 'responses.usage'],
    ['a budget that contradicts the answer', { budget: 'premium' }, 'budget'],
    ['an extra key', { admin: true }, 'admin'],
    ['a usageType that differs from the answer', { usageType: 'travel' }, 'usageType'],
  ])('rejects %s with a 400 naming the field', async (_name, change, field) => {
    const before = await count();
    const payload = { ...buildSurveyPayload(surveyToken, productId, { usage: 'daily', challenge: 'time', improvement: 'faster' }), ...change };
    const response = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await count()).toBe(before);
  });

  it('summarises answers for the signed-in representative only', async () => {
    await expect(t.caller.survey.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const response = await t.app.inject({ method: 'GET', url: '/trpc/survey.summary', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const summary = response.json().result.data;
    // One person, two products (the repeated answers above count once).
    expect(summary.responses).toBe(2);
    expect(summary.questions[0]).toEqual({ id: 'usage', answers: [{ value: 'daily', count: 1 }, { value: 'travel', count: 1 }] });
  });
});

describe('GET /api/usage-quiz/:surveyToken/:productId', () => {
  it('names the product of a good link, and says which part of a bad one is wrong', async () => {
    const good = await t.app.inject({ method: 'GET', url: `/api/usage-quiz/${surveyToken}/${productId}` });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ productName: expect.any(String) });
    const noPerson = await t.app.inject({ method: 'GET', url: `/api/usage-quiz/00000000-0000-4000-8000-000000000000/${productId}` });
    expect([noPerson.statusCode, noPerson.json().error.field]).toEqual([404, 'surveyToken']);
    const noProduct = await t.app.inject({ method: 'GET', url: `/api/usage-quiz/${surveyToken}/999999` });
    expect([noProduct.statusCode, noProduct.json().error.field]).toEqual([404, 'productId']);
    expect((await t.app.inject({ method: 'GET', url: `/api/usage-quiz/abc/${productId}` })).statusCode).toBe(400);
    expect(await t.caller.survey.checkLink({ surveyToken, productId })).toEqual(good.json());
  });
});

describe('a survey link used for products she was never asked about', () => {
  it('takes only products she was recommended or bought: one link sent for every product writes nothing for the others (400 naming productId)', async () => {
    await confirmedPerson(t, 'every-product@example.com', advancedOilyAnswers, 'Eve');
    const [eve] = await t.db.dataSource.query(
      `SELECT u.id, u."surveyToken", array_agg((pick->>'productId')::int) AS picks
         FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId", jsonb_array_elements(r.result->'routine'->'picks') pick
        WHERE u.email = 'every-product@example.com' GROUP BY u.id`,
    );
    const written = async () => {
      const [row] = await t.db.dataSource.query(
        `SELECT (SELECT count(*) FROM survey_response WHERE "userId" = $1)::int AS answers,
                (SELECT count(*) FROM survey_follow_up f JOIN survey_response r ON r.id = f."surveyResponseId" WHERE r."userId" = $1)::int AS "followUps",
                (SELECT count(*) FROM outcome_answer WHERE "userId" = $1)::int AS outcomes,
                (SELECT count(*) FROM email_message WHERE recipient = 'every-product@example.com' AND template = 'survey-follow-up')::int AS emails`,
        [eve.id],
      );
      return row;
    };
    const products: Array<{ id: number }> = await t.db.dataSource.query(`SELECT id FROM product ORDER BY id`);
    const refused: number[] = [];
    for (const product of products) {
      const payload = buildSurveyPayload(eve.surveyToken, product.id, { usage: 'daily', challenge: 'results', improvement: 'faster' });
      const response = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload });
      if (eve.picks.includes(product.id)) {
        expect(response.statusCode, response.body).toBe(200);
        continue;
      }
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field).toBe('productId');
      refused.push(product.id);
      // The page's check says so before any question, and the tRPC twin refuses alike.
      const link = await t.app.inject({ method: 'GET', url: `/api/usage-quiz/${eve.surveyToken}/${product.id}` });
      expect([link.statusCode, link.json().error.field]).toEqual([400, 'productId']);
    }
    expect(refused.length).toBeGreaterThan(0);
    await expect(t.caller.survey.submit(buildSurveyPayload(eve.surveyToken, refused[0]!, { usage: 'daily', challenge: 'time', improvement: 'faster' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const picked = eve.picks.length;
    expect(await written()).toEqual({ answers: picked, followUps: picked, outcomes: picked, emails: picked });

    // A product she bought, though never recommended, is hers to answer about.
    const [bought] = await t.db.dataSource.query(`SELECT id, slug FROM product WHERE id = $1`, [refused[0]]);
    await importTestOrder(t, 'every-product@example.com', [{ slug: bought.slug }]);
    const answered = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: buildSurveyPayload(eve.surveyToken, bought.id, { usage: 'daily', challenge: 'time', improvement: 'faster' }) });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await written()).answers).toBe(picked + 1);
  });
});
