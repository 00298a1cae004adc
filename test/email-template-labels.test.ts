import { describe, expect, it } from 'vitest';
import { emailTemplates } from '../src/server/features.js';
import { emailTemplateLabels } from '../src/shared/email-template-labels.js';

describe('email template labels', () => {
  it('names every email the app can send, and no other', () => {
    expect(Object.keys(emailTemplateLabels).sort()).toEqual([...emailTemplates.keys()].sort());
    for (const [template, label] of Object.entries(emailTemplateLabels)) expect(label, template).toMatch(/^[A-Z][^_]*$/);
  });
});
