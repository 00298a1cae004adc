import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmAddress } from '../../../../test/support/confirm-address.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { QUIZ_SUBMITS_PER_HOUR } from '../../../shared/quiz.js';

const t = useTestApp();

async function metrics(): Promise<{ quizCompletions: number; emailSignups: number }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/analytics/stats', headers: { cookie: await repCookie(t.app) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().metrics;
}

const submitQuiz = (sessionId: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null }, remoteAddress });

describe('dashboard figures count people, not requests', () => {
  it('quiz completions from one address cannot be inflated: a session counts once, and new sessions are limited per address', async () => {
    const before = await metrics();
    const attacker = '10.90.0.1';
    const answers = await Promise.all(Array.from({ length: QUIZ_SUBMITS_PER_HOUR + 15 }, () => submitQuiz(newSessionId(), attacker)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUIZ_SUBMITS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.message).toMatch(/Too many quizzes/);
    expect(refused.headers['retry-after']).toBe('3600');

    // The same browser session sent again counts once, and other addresses are not affected.
    const session = newSessionId();
    expect((await submitQuiz(session, '10.90.0.2')).statusCode).toBe(200);
    expect((await submitQuiz(session, '10.90.0.2')).statusCode).toBe(200);
    expect((await metrics()).quizCompletions).toBe(before.quizCompletions + QUIZ_SUBMITS_PER_HOUR + 1);
  });

  it('"Email Signups" counts confirmed addresses, not addresses typed in', async () => {
    const before = await metrics();
    const captured: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const sessionId = newSessionId();
      const { quizResponseId } = (await submitQuiz(sessionId, `10.91.0.${index + 1}`)).json();
      const email = `signup-${randomBytes(4).toString('hex')}@example.com`;
      const capture = await t.app.inject({ method: 'POST', url: '/api/users', payload: { email, firstName: 'Sam', quizResponseId, sessionId } });
      expect(capture.statusCode, capture.body).toBe(200);
      captured.push(email);
    }
    expect((await metrics()).emailSignups).toBe(before.emailSignups);

    expect((await confirmAddress(t, captured[0]!)).statusCode).toBe(200);
    expect((await metrics()).emailSignups).toBe(before.emailSignups + 1);
  });

  it('article views count once per address, article and day, whatever the user agent', async () => {
    const { articles } = { articles: (await t.app.inject({ method: 'GET', url: '/api/articles' })).json() as Array<{ slug: string; viewCount: number }> };
    const article = articles[0]!;
    const view = (userAgent: string) =>
      t.app.inject({ method: 'POST', url: `/api/articles/${article.slug}/views`, headers: { 'user-agent': userAgent }, remoteAddress: '10.92.0.1' });
    for (let index = 0; index < 50; index += 1) expect((await view(`Agent/${index}`)).statusCode).toBe(200);
    const after = (await view('Agent/last')).json();
    expect(after.viewCount).toBe(article.viewCount + 1);
  });
});
