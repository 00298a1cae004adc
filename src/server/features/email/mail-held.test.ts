import { describe, expect, it } from 'vitest';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';

// Production with no SMTP_URL: the documented choice is to keep mail queued, never to drop it.
const t = useTestApp({ NODE_ENV: 'production', MAIL_WORKER: 'in-app', MAIL_POLL_MS: '20' });

describe('production without SMTP_URL', () => {
  it('starts no catcher and no worker, and keeps every message queued for when SMTP is set', async () => {
    expect(t.deps.mail.delivery).toBe('held');
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
    await t.caller.users.create({ email: 'held@example.com', firstName: 'Hal', quizResponseId, sessionId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await t.db.dataSource.query(`SELECT template, status, attempts FROM email_message WHERE recipient = 'held@example.com'`);
    expect(rows).toEqual([{ template: 'results', status: 'queued', attempts: 0 }]);
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM caught_mail`)).toEqual([{ n: 0 }]);
  });
});
