import { routineStepLabels, skinConcernLabels, skinTypeLabels } from '../../../shared/enum-labels';

// The rules name routine steps, concerns and skin types; the codes of the three lists differ
// ('sensitive' the type, 'sensitivity' the concern), so one lookup serves them all.
const ruleLabels: Record<string, string> = { ...skinTypeLabels, ...skinConcernLabels, ...routineStepLabels };

/** Readable names for rule values: 'dark_spots' → 'Dark spots', 'spf' → 'Sunscreen (SPF)'. */
export const labelOf = (value: string): string => (Object.hasOwn(ruleLabels, value) ? (ruleLabels[value] ?? value) : value.replace(/_/g, ' '));

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
