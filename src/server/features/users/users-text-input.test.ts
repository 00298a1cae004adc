import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';

const t = useTestApp();

describe('POST /api/users with text PostgreSQL cannot store', () => {
  it('answers 400 naming the first name for a NUL character, and stores nothing', async () => {
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    const count = () => t.db.dataSource.query(`SELECT (SELECT count(*) FROM "user") + (SELECT count(*) FROM loyalty_member) AS n`);
    const before = await count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'nul-name@example.com', firstName: 'Ann\u0000', quizResponseId, sessionId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'firstName', message: "firstName: First name contains a character we can't store" });
    await expect(t.caller.users.create({ email: 'nul-name@example.com', firstName: '\u0000', quizResponseId, sessionId })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await count()).toEqual(before);
  });
});

describe('a lone surrogate in the first name', () => {
  it('a lone surrogate in the first name answers 400 on POST /api/users and users.create, not 500', async () => {
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    const count = () => t.db.dataSource.query(`SELECT (SELECT count(*) FROM "user") + (SELECT count(*) FROM email_message) AS n`);
    const before = await count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'surrogate-name@example.com', firstName: 'Ann\ud800', quizResponseId, sessionId },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'firstName', message: "firstName: First name contains a character we can't store" });
    await expect(t.caller.users.create({ email: 'surrogate-name@example.com', firstName: '\udc00Ann', quizResponseId, sessionId })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'surrogate-name@example.com', firstName: 'Ann\ud800', quizResponseId, sessionId }),
    });
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error).toMatchObject({ message: "firstName: First name contains a character we can't store", data: { field: 'firstName' } });
    expect(await count()).toEqual(before);
  });
});
