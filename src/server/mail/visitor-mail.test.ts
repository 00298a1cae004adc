import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../../../test/support/mail-sink.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../test/support/quiz-test-data.js';
import { useLoggedTestApp } from '../../../test/resilience/captured-log-app.js';
import { inOneWindow } from '../../../test/support/fixed-window.js';

// A real SMTP sink; the app's own worker sends to it.
const sink = await startMailSink();
afterAll(() => sink.close());
// The production allowance per client address, and a global cap small enough to reach.
const t = useLoggedTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '50', SITE_URL: 'http://beauty.test', SURVEY_INVITE_DELAY_HOURS: '0', MAIL_PER_CLIENT_HOUR: '5', MAIL_VISITOR_HOUR_CAP: '40' });

const join = (from: string, email: string, firstName = 'Stranger') =>
  t.logged.inject({ method: 'POST', url: '/api/loyalty/join', remoteAddress: from, payload: { email, firstName } });
const capture = (from: string, payload: object) => t.logged.inject({ method: 'POST', url: '/api/users', remoteAddress: from, payload });

async function queued(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE ${where}`, params);
  return row.n;
}

/** The caps count per clock hour. */
const inOneClockHour = <T extends object>(work: (round: number) => Promise<T>) => inOneWindow(t.db.dataSource, 3600, work);

describe('emails a visitor can cause', () => {
  it('one address cannot mail many strangers: past a few emails an hour per client address, each asks for a proof of work', async () => {
    const { answers, from, round } = await inOneClockHour(async (round) => {
      const from = `10.91.${round}.1`;
      const answers = [];
      for (let n = 0; n < 40; n++) answers.push(await join(from, `stranger${n}@megaphone${round}.test`));
      return { answers, from };
    });
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual(Array(5).fill(202));
    const refused = answers.slice(5);
    expect(refused.every((answer) => answer.statusCode === 428)).toBe(true);
    expect(refused[0]!.json().error).toMatchObject({ code: 'CHALLENGE_REQUIRED', field: 'altcha' });
    expect(await queued(`recipient LIKE $1`, [`%@megaphone${round}.test`])).toBe(5);

    // The quiz's email capture and the tRPC twins count against the same allowance.
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    expect((await capture(from, { email: 'capture@megaphone.test', firstName: 'Cap', quizResponseId, sessionId })).statusCode).toBe(428);
    const twin = await t.logged.inject({ method: 'POST', url: '/trpc/loyalty.sendCode', remoteAddress: from, payload: { email: `stranger0@megaphone${round}.test` } });
    expect(twin.statusCode).toBe(428);
    // Another connection is not held back by this one.
    expect((await capture('10.91.0.2', { email: 'capture@megaphone.test', firstName: 'Cap', quizResponseId, sessionId })).statusCode).toBe(200);
  });

  it('no visitor text in email subjects: the first name only in the body, escaped', async () => {
    const name = 'URGENT verify at evil.example <b>now</b>';
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    expect((await capture('10.93.0.1', { email: 'named@subject.test', firstName: name, wantsCyclingGuide: true, consent: true, quizResponseId, sessionId })).statusCode).toBe(200);
    expect((await join('10.93.0.2', 'joiner@subject.test', name)).statusCode).toBe(202);
    await sink.waitFor(() => sink.to('named@subject.test').length === 1 && sink.to('joiner@subject.test').length === 1);
    // Confirming sends the rest: the one welcome (with the loyalty code), the guide, the survey invitation.
    const link = sink.to('named@subject.test')[0]!.links.find((href) => href.startsWith('http://beauty.test/confirm-email?token='))!;
    expect((await t.logged.inject({ method: 'POST', url: '/api/users/confirm', payload: { token: new URL(link).searchParams.get('token') } })).statusCode).toBe(200);
    await sink.waitFor(() => sink.to('named@subject.test').length === 4);
    for (const message of [...sink.to('named@subject.test'), ...sink.to('joiner@subject.test')]) {
      expect(message.parsed.subject).not.toMatch(/URGENT|evil|now/);
      expect(message.parsed.html).not.toContain('<b>now</b>');
    }
    const greeted = [...sink.to('named@subject.test'), ...sink.to('joiner@subject.test')].filter((message) => message.parsed.html && message.parsed.html.includes('URGENT verify at evil.example &lt;b&gt;now&lt;/b&gt;'));
    expect(greeted.length).toBeGreaterThanOrEqual(3);
  });
  it('the hourly cap on visitor emails holds, is logged once, and answers every address the same', async () => {
    const capHits = async () =>
      (await t.db.dataSource.query(
        `SELECT coalesce(max(hits), 0)::int AS n FROM rate_limit_counter
          WHERE bucket = 'visitor-mail-all' AND "windowStart" = to_timestamp(floor(extract(epoch FROM clock_timestamp()) / 3600) * 3600)`,
      ))[0].n as number;
    const { answers, already, logsBefore, round } = await inOneClockHour(async (round) => {
      // Visitor emails earlier tests caused this hour count against the cap too.
      const already = await capHits();
      const logsBefore = t.logs.lines.length;
      const answers = [];
      // Each from its own connection, so only the global cap can stop them.
      for (let n = 0; n < 50; n++) answers.push(await join(`10.92.${round}.${n}`, `crowd${n}@cap${round}.test`));
      return { answers, already, logsBefore };
    });
    const bodies = new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`));
    expect([...bodies]).toEqual(['202 {"accepted":true}']);
    expect(already).toBeLessThan(40);
    expect(await queued(`recipient LIKE $1`, [`%@cap${round}.test`])).toBe(40 - already);
    const warnings = t.logs.lines
      .slice(logsBefore)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith('visitor email cap reached'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
  });

});
