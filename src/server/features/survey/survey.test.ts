import { beforeAll, describe, expect, it } from 'vitest';
import { buildSurveyPayload } from '../../../shared/survey.js';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { ProductEntity } from '../catalog/api.js';
import { UserEntity } from '../users/api.js';
import { SurveyResponseEntity } from './survey-response.entity.js';

const t = useTestApp();
let userId: number;
let surveyToken: string;
let productId: number;

beforeAll(async () => {
  const user = await t.db.dataSource.getRepository(UserEntity).save({ email: 'survey@example.com', firstName: 'Ada' });
  userId = user.id;
  surveyToken = user.surveyToken;
  productId = (await t.db.dataSource.getRepository(ProductEntity).findOneOrFail({ where: {}, order: { id: 'ASC' } })).id;
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
    const other = (await t.db.dataSource.getRepository(ProductEntity).findOneOrFail({ where: {}, order: { id: 'DESC' } })).id;
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
