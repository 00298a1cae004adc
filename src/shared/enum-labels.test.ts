import { describe, expect, it } from 'vitest';
import { productStatuses } from './admin-products.js';
import { articleStatuses } from './article-admin.js';
import { articleSchemaTypes } from './articles.js';
import { budgetTiers, routineSteps, skinConcerns, skinTypes } from './catalog.js';
import { emailStatuses } from './email-statuses.js';
import * as labels from './enum-labels.js';
import { claimStatuses } from './loyalty-review.js';
import { newsletterStatuses, subscriberStatuses } from './newsletter.js';
import { redemptionStatuses } from './redemptions.js';

// Each map beside the list of codes it names: the lists are the ones the zod enums are built from.
const maps: Array<[string, readonly string[], Record<string, string>]> = [
  ['product status', productStatuses, labels.productStatusLabels],
  ['budget tier', budgetTiers, labels.budgetTierLabels],
  ['routine step', routineSteps, labels.routineStepLabels],
  ['skin concern', skinConcerns, labels.skinConcernLabels],
  ['skin type', skinTypes, labels.skinTypeLabels],
  ['claim status', claimStatuses, labels.claimStatusLabels],
  ['redemption status', redemptionStatuses, labels.redemptionStatusLabels],
  ['newsletter status', newsletterStatuses, labels.newsletterStatusLabels],
  ['subscriber status', subscriberStatuses, labels.subscriberStatusLabels],
  ['article status', articleStatuses, labels.articleStatusLabels],
  ['article schema type', articleSchemaTypes, labels.articleSchemaTypeLabels],
  ['email status', emailStatuses, labels.emailStatusLabels],
];

describe('enum labels', () => {
  it('every exported label map is checked here', () => {
    const exported = Object.entries(labels).filter(([, value]) => typeof value === 'object').map(([, value]) => value);
    expect(exported).toHaveLength(maps.length);
    for (const map of exported) expect(maps.some(([, , checked]) => checked === map)).toBe(true);
  });

  it.each(maps)('names every %s with words, and nothing else', (_name, values, map) => {
    expect(Object.keys(map).sort()).toEqual([...values].sort());
    for (const value of values) {
      expect(map[value]?.trim(), value).toBeTruthy();
      // Words, not the code: a label starts with a capital and has no underscore.
      expect(map[value], value).toMatch(/^[A-Z][^_]*$/);
    }
  });

  it('labels within one list are distinct, so a select never shows two equal choices', () => {
    for (const [name, values, map] of maps) expect(new Set(values.map((value) => map[value])).size, name).toBe(values.length);
  });

  it('turns codes into select options in the list order', () => {
    expect(labels.labelledOptions(productStatuses, labels.productStatusLabels)).toEqual([
      { value: 'active', label: 'In the shop' },
      { value: 'archived', label: 'Archived' },
    ]);
    expect(labels.labelledOptions(routineSteps, labels.routineStepLabels).find((option) => option.value === 'spf')?.label).toBe('Sunscreen (SPF)');
  });

  it('shows an unknown code as it is rather than nothing', () => {
    expect(labels.labelOrCode(labels.claimStatusLabels, 'approved')).toBe('Approved');
    expect(labels.labelOrCode(labels.claimStatusLabels, 'toString')).toBe('toString');
    expect(labels.labelOrCode(labels.claimStatusLabels, 'mystery')).toBe('mystery');
  });
});
