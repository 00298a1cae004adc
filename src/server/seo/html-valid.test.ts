import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../db/data-source.js';
import { useTestApp } from '../../../test/support/test-app.js';

const t = useTestApp({}, { clientDir: path.join(projectRoot, 'dist/client') });
// Standards only, not the validator's style preferences.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

describe('the pages as the server sends them', () => {
  it.each(['/', '/products', '/learning-hub', '/learning-hub/skin-barrier-101', '/support', '/loyalty', '/quiz'])('%s is valid HTML', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const report = await validator.validateString(response.body);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
    );
    expect(problems).toEqual([]);
  });
});
