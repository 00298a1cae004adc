/** Readable names for rule values: 'dark_spots' → 'dark spots', steps as the shop calls them. */
export const labelOf = (value: string): string => stepLabels[value] ?? value.replace(/_/g, ' ');

const stepLabels: Record<string, string> = { spf: 'sunscreen (SPF)', eye: 'eye cream' };

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
