import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmAddress } from '../../../../test/support/confirm-address.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { inOneWindow } from '../../../../test/support/fixed-window.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { QUIZ_SESSIONS_COUNTED_PER_HOUR } from '../../../shared/quiz.js';

const t = useTestApp();

async function metrics(): Promise<{ quizCompletions: number; emailSignups: number }> {
  return (await stats()).metrics;
}

async function stats(): Promise<{ metrics: { quizCompletions: number; emailSignups: number }; conversionFunnel: Array<{ count: number }> }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=7', headers: { cookie: await repCookie(t.app) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the representative reads about quiz takers: starts and completions (the funnel's and the card's). */
async function quizFigures(): Promise<{ starts: number; completed: number; completions: number }> {
  const { metrics: cards, conversionFunnel } = await stats();
  return { starts: conversionFunnel[0]!.count, completed: conversionFunnel[1]!.count, completions: cards.quizCompletions };
}

const submitQuiz = (sessionId: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null }, remoteAddress });

/** Each door the quiz page can use: a start, then a submit that answers the result. */
const doors = {
  REST: {
    start: (sessionId: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/quiz/start', payload: { sessionId }, remoteAddress }),
    submit: submitQuiz,
    result: (body: string) => JSON.parse(body) as { sessionId: string; quizResponseId: number },
  },
  tRPC: {
    start: (sessionId: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/trpc/quiz.start', payload: { sessionId }, remoteAddress }),
    submit: (sessionId: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/trpc/quiz.submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null }, remoteAddress }),
    result: (body: string) => (JSON.parse(body) as { result: { data: { sessionId: string; quizResponseId: number } } }).result.data,
  },
};

/** Runs `count` calls, `atOnce` at a time (a party's phones, or a script's parallel requests). */
async function inBatches<T>(count: number, atOnce: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let first = 0; first < count; first += atOnce) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(atOnce, count - first) }, (_, offset) => call(first + offset)))));
  }
  return answers;
}

describe('dashboard figures count people, not requests', () => {
  it.each(Object.keys(doors) as Array<keyof typeof doors>)('a party of 30 guests on one Wi-Fi, over %s: each gets her results, and the dashboard counts 30', async (door) => {
    const { start, submit, result } = doors[door];
    const { before, after, submitted } = await inOneWindow(t.db.dataSource, 3600, async (round) => {
      const wifi = `10.93.${door === 'REST' ? 1 : 2}.${round + 1}`;
      const before = await quizFigures();
      const guests = Array.from({ length: 30 }, () => newSessionId());
      const started = await Promise.all(guests.map((sessionId) => start(sessionId, wifi)));
      const submitted = await Promise.all(guests.map((sessionId) => submit(sessionId, wifi)));
      expect(started.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
      return { before, after: await quizFigures(), submitted: submitted.map((answer) => ({ status: answer.statusCode, sessionId: result(answer.body).sessionId })) };
    });
    expect(submitted.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(new Set(submitted.map((answer) => answer.sessionId)).size).toBe(30);
    expect(after).toEqual({ starts: before.starts + 30, completed: before.completed + 30, completions: before.completions + 30 });
  });

  it.each(Object.keys(doors) as Array<keyof typeof doors>)(
    'a script sending 250 starts and submits from one address, over %s, is served but moves the figures by at most the share',
    async (door) => {
      const { start, submit, result } = doors[door];
      const { before, after, answers } = await inOneWindow(t.db.dataSource, 3600, async (round) => {
        const script = `10.94.${door === 'REST' ? 1 : 2}.${round + 1}`;
        const before = await quizFigures();
        const sessions = Array.from({ length: 250 }, () => newSessionId());
        const starts = await inBatches(250, 50, (index) => start(sessions[index]!, script));
        const submits = await inBatches(250, 50, (index) => submit(sessions[index]!, script));
        // The same session sent again counts once.
        const again = await submit(sessions[0]!, script);
        return { before, after: await quizFigures(), answers: [...starts, ...submits, again] };
      });
      expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
      expect(result(answers.at(-1)!.body).quizResponseId).toBe(result(answers[250]!.body).quizResponseId);
      const share = QUIZ_SESSIONS_COUNTED_PER_HOUR;
      expect(after).toEqual({ starts: before.starts + share, completed: before.completed + share, completions: before.completions + share });
    },
  );

  it('submits without a start count by the same share, and another address is not affected', async () => {
    const { before, after, statuses } = await inOneWindow(t.db.dataSource, 3600, async (round) => {
      const before = await quizFigures();
      const script = `10.95.0.${round + 1}`;
      const answers = await inBatches(QUIZ_SESSIONS_COUNTED_PER_HOUR + 40, 50, () => submitQuiz(newSessionId(), script));
      const neighbour = await submitQuiz(newSessionId(), `10.95.1.${round + 1}`);
      return { before, after: await quizFigures(), statuses: [...answers, neighbour].map((answer) => answer.statusCode) };
    });
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Sessions never started are not in the funnel's people; the card counts them, within the share.
    expect(after).toEqual({ starts: before.starts, completed: before.completed, completions: before.completions + QUIZ_SESSIONS_COUNTED_PER_HOUR + 1 });
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
