import { budgetTiers, skinConcerns, skinTypes } from '../../../shared/catalog';
import { budgetTierLabels, skinConcernLabels, skinTypeLabels } from '../../../shared/enum-labels';
import { loyaltyTiers } from '../../../shared/loyalty';
import { sourceLabels } from '../../../shared/sales-trends';
import type { SegmentCondition, SegmentField } from '../../../shared/segments';
import { visitSources } from '../../../shared/visit-source';

type Choices = Array<{ value: string; label: string }>;
const choices = <T extends string>(values: readonly T[], labels: Record<T, string>): Choices => values.map((value) => ({ value, label: labels[value] }));

/** How the editor offers each field: its words, the ops it takes and the kind of value. */
export type FieldKind = { kind: 'choice'; choices: Choices } | { kind: 'flag'; yes: string; no: string } | { kind: 'number'; unit: string; min: number } | { kind: 'product' };

export const segmentFields: Record<SegmentField, { label: string; ops: Array<{ value: SegmentCondition['op']; label: string }>; value: FieldKind }> = {
  skinType: { label: 'Skin type', ops: choiceOps(), value: { kind: 'choice', choices: choices(skinTypes, skinTypeLabels) } },
  sensitive: { label: 'Sensitive skin', ops: [{ value: 'is', label: 'is' }], value: { kind: 'flag', yes: 'yes', no: 'no' } },
  primaryConcern: { label: 'Main concern', ops: choiceOps(), value: { kind: 'choice', choices: choices(skinConcerns, skinConcernLabels) } },
  budget: { label: 'Budget', ops: choiceOps(), value: { kind: 'choice', choices: choices(budgetTiers, budgetTierLabels) } },
  tier: { label: 'Loyalty tier', ops: choiceOps(), value: { kind: 'choice', choices: loyaltyTiers.map((tier) => ({ value: tier, label: tier })) } },
  points: {
    label: 'Points',
    ops: [
      { value: 'gte', label: 'at least' },
      { value: 'lte', label: 'at most' },
    ],
    value: { kind: 'number', unit: 'points', min: 0 },
  },
  quizWithinDays: { label: 'Took the quiz', ops: [{ value: 'lte', label: 'in the last' }], value: { kind: 'number', unit: 'days', min: 1 } },
  recommendedProduct: { label: 'Recommended product', ops: productOps(), value: { kind: 'product' } },
  boughtProduct: { label: 'Bought product', ops: productOps(), value: { kind: 'product' } },
  clickedWithinDays: { label: 'Clicked an email', ops: [{ value: 'lte', label: 'in the last' }], value: { kind: 'number', unit: 'days', min: 1 } },
  neverClicked: { label: 'Never clicked an email', ops: [{ value: 'is', label: 'is' }], value: { kind: 'flag', yes: 'true', no: 'false' } },
  newsletter: { label: 'Newsletter subscriber', ops: [{ value: 'is', label: 'is' }], value: { kind: 'flag', yes: 'yes', no: 'no' } },
  confirmed: { label: 'Confirmed address', ops: [{ value: 'is', label: 'is' }], value: { kind: 'flag', yes: 'yes', no: 'no' } },
  source: { label: 'First visit from', ops: choiceOps(), value: { kind: 'choice', choices: choices(visitSources, sourceLabels) } },
};

function choiceOps(): Array<{ value: SegmentCondition['op']; label: string }> {
  return [
    { value: 'is', label: 'is' },
    { value: 'isNot', label: 'is not' },
    { value: 'in', label: 'is one of' },
  ];
}

function productOps(): Array<{ value: SegmentCondition['op']; label: string }> {
  return [
    { value: 'is', label: 'includes' },
    { value: 'isNot', label: 'does not include' },
  ];
}

/** A new condition of a field, with a value the server accepts. */
export function newCondition(field: SegmentField, firstProductId: number | undefined): SegmentCondition {
  const { ops, value } = segmentFields[field];
  const op = ops[0]!.value;
  if (value.kind === 'choice') return { field, op, value: value.choices[0]!.value } as SegmentCondition;
  if (value.kind === 'flag') return { field, op, value: true } as SegmentCondition;
  if (value.kind === 'number') return { field, op, value: field === 'points' ? 100 : 30 } as SegmentCondition;
  return { field, op, value: firstProductId ?? 1 } as SegmentCondition;
}
