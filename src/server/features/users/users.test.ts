import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { acneModerateAnswers, newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';

const t = useTestApp();

async function submittedResponseId(answers = acneModerateAnswers): Promise<number> {
  const result = await t.caller.quiz.submit({ sessionId: newSessionId(), responses: answers, userId: null });
  return result.quizResponseId;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row!.n;
}

const createUser = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });

describe('POST /api/users', () => {
  it('creates the user with a normalised email and links the quiz response', async () => {
    const quizResponseId = await submittedResponseId();
    const response = await createUser({ email: '  Maya.Lopez@Example.COM ', firstName: ' Maya ', wantsCyclingGuide: true, quizResponseId });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ email: 'maya.lopez@example.com', firstName: 'Maya', wantsCyclingGuide: true, consent: false, quizResponseId });
    const [link] = await t.db.dataSource.query(`SELECT "userId" FROM quiz_response WHERE id = $1`, [quizResponseId]);
    expect(link.userId).toBe(user.id);
    const events = await t.db.dataSource.query(`SELECT subject, details FROM funnel_event WHERE type = 'email_captured' AND subject = $1`, [String(user.id)]);
    expect(events).toEqual([{ subject: String(user.id), details: { quizResponseId } }]);
    expect(JSON.stringify(events)).not.toContain('@');
  });

  it('updates a returning visitor (any letter case) and relinks instead of duplicating', async () => {
    const first = await submittedResponseId();
    const created = (await createUser({ email: 'returning@example.com', firstName: 'Ana', wantsCyclingGuide: false, consent: true, quizResponseId: first })).json().user;
    const second = await submittedResponseId(sensitiveBudgetAnswers);
    const response = await createUser({ email: 'RETURNING@example.com', firstName: 'Anna', wantsCyclingGuide: true, quizResponseId: second });
    expect(response.statusCode).toBe(200);
    const updated = response.json().user;
    expect(updated).toMatchObject({ id: created.id, firstName: 'Anna', wantsCyclingGuide: true, quizResponseId: second });
    // Consent was not sent the second time, so the earlier opt-in stands.
    expect(updated.consent).toBe(true);
    expect(await count(`"user" WHERE email = 'returning@example.com'`)).toBe(1);
    expect(await count(`quiz_response WHERE "userId" = $1`, [created.id])).toBe(2);
    // One signup: the dashboard counts new addresses, not returns.
    expect(await count(`funnel_event WHERE type = 'email_captured' AND subject = $1`, [String(created.id)])).toBe(1);
  });

  it('is race-safe: parallel captures of one address make one user', async () => {
    const quizResponseId = await submittedResponseId();
    const answers = await Promise.all(
      ['race@example.com', 'Race@example.com', 'RACE@EXAMPLE.COM', 'race@Example.com', 'race@example.com'].map((email) => createUser({ email, firstName: 'Rae', wantsCyclingGuide: false, quizResponseId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.json().user.id)).size).toBe(1);
    expect(await count(`"user" WHERE email = 'race@example.com'`)).toBe(1);
    const [user] = await t.db.dataSource.query(`SELECT id FROM "user" WHERE email = 'race@example.com'`);
    expect(await count(`funnel_event WHERE type = 'email_captured' AND subject = $1`, [String(user.id)])).toBe(1);
  });

  it('works the same through tRPC', async () => {
    const quizResponseId = await submittedResponseId();
    const { user } = await t.caller.users.create({ email: 'trpc@example.com', firstName: 'Tia', wantsCyclingGuide: false, quizResponseId });
    expect(user).toMatchObject({ email: 'trpc@example.com', quizResponseId });
  });

  it.each([
    [{ email: 'not-an-email' }, 400, 'email', 'email: Please enter a valid email address'],
    [{ email: '' }, 400, 'email', 'email: Please enter a valid email address'],
    [{ firstName: '' }, 400, 'firstName', 'firstName: First name is required'],
    [{ firstName: '   ' }, 400, 'firstName', 'firstName: First name is required'],
    [{ firstName: undefined }, 400, 'firstName', 'firstName: First name is required'],
    [{ isAdmin: true }, 400, 'isAdmin', 'Unexpected field: isAdmin'],
    [{ wantsCyclingGuide: 'yes' }, 400, 'wantsCyclingGuide', /wantsCyclingGuide: .*boolean/],
    [{ quizResponseId: 'abc' }, 400, 'quizResponseId', /quizResponseId/],
    [{ quizResponseId: 2_000_000_000 }, 404, 'quizResponseId', /no quiz response with this id/],
  ])('rejects %j with %i and stores nothing', async (change, status, field, message) => {
    const quizResponseId = await submittedResponseId();
    const before = await count('"user"');
    const eventsBefore = await count(`funnel_event WHERE type = 'email_captured'`);
    const response = await createUser({ email: 'valid.person@example.com', firstName: 'Val', wantsCyclingGuide: false, quizResponseId, ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(message);
    expect(await count('"user"')).toBe(before);
    expect(await count(`funnel_event WHERE type = 'email_captured'`)).toBe(eventsBefore);
    expect(await count(`quiz_response WHERE id = $1 AND "userId" IS NOT NULL`, [quizResponseId])).toBe(0);
  });
});
