import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { buildApp } from '../../app.js';
import { parseEnv } from '../../core/env.js';
import { projectRoot } from '../../db/data-source.js';

// Development without SMTP_URL: the app starts its own catcher and worker.
const t = useTestApp({ NODE_ENV: 'development', MAIL_WORKER: 'in-app', MAIL_POLL_MS: '50' });

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the development mail catcher', () => {
  it('catches what the app sends and shows it at /dev/mail: list, HTML, text, headers and links', async () => {
    expect(t.deps.mail.delivery).toBe('catcher');
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
    await t.caller.users.create({ email: 'dev@example.com', firstName: 'Dee', quizResponseId, sessionId });
    const caught = await until(async () => (await t.db.dataSource.query(`SELECT id, subject FROM caught_mail WHERE recipients = 'dev@example.com'`))[0]);

    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain(`href="/dev/mail/${caught.id}"`);
    expect(list.body).toContain('Your BeautyMatch results');

    const page = await t.app.inject({ method: 'GET', url: `/dev/mail/${caught.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src="/dev/mail/${caught.id}/html"`);
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/confirm-email\?token=\d+\.[\w-]{32}">/);
    expect(page.body).toContain('Message-ID: &lt;');
    expect(page.body).toContain('Skin type');

    const html = await t.app.inject({ method: 'GET', url: `/dev/mail/${caught.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox /);
    expect(html.body).toContain('Confirm my email');

    const missing = await t.app.inject({ method: 'GET', url: '/dev/mail/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await buildApp({ ...t.deps, logger: undefined, env: parseEnv({ NODE_ENV: 'production' }) }, { clientDir: path.join(projectRoot, '.data/no-client') });
    try {
      for (const url of ['/dev/mail', '/dev/mail/1', '/dev/mail/1/html']) {
        const response = await production.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Caught mail');
      }
    } finally {
      await production.close();
    }
  });
});
