import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../db/data-source.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../test/support/test-app.js';

const t = useTestApp({}, { clientDir: path.join(projectRoot, 'dist/client') });
// Standards only, not the validator's style preferences.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** A results page: the one private page the server draws in full. */
async function resultsPage(): Promise<string> {
  const sessionId = newSessionId();
  const submitted = await t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null } });
  expect(submitted.statusCode).toBe(200);
  return `/results-premium/${sessionId}`;
}

describe('the pages as the server sends them', () => {
  it.each(['/', '/products', '/learning-hub', '/learning-hub/skin-barrier-101', '/support', '/loyalty', '/quiz', 'a results page'])('%s is valid HTML', async (page) => {
    const url = page === 'a results page' ? await resultsPage() : page;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const report = await validator.validateString(response.body);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
    );
    expect(problems).toEqual([]);
  });
});
