/** One field of a back-office change, as the change history shows it. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between the stored before and after of a change (both whole records,
 * either missing for a creation or an import). Bookkeeping fields every save changes are left out.
 */
export function changedFields(before: unknown, after: unknown, ignore: readonly string[] = ['version', 'updatedAt']): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (before === null || before === undefined) return isRecord(after) ? Object.entries(after).map(([field, value]) => ({ field, before: '—', after: show(value) })) : [{ field: '', before: '—', after: show(after) }];
    return [{ field: '', before: show(before), after: show(after) }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !ignore.includes(field));
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}
