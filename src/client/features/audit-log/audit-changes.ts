import { formatCents } from '../../../shared/money';
import { fieldLabels, valueLabels, words } from './audit-words';

/** One field of a back-office change, as the change history shows it: a label and two values in words. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const NOTHING = '—';
/** Fields holding whole cents (a product's price and the rules' budget bands are stored in cents too). */
const moneyField = (path: string) => /Cents$/.test(path) || /(^|\.)(price|originalPrice)$/.test(path) || /(^|\.)budgetBands\./.test(path);
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
// How deep nested settings (the recommendation rules) are opened into fields of their own.
const MAX_DEPTH = 4;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const labelOf = (key: string) => fieldLabels[key] ?? words(key);

function showText(value: string): string {
  if (valueLabels[value]) return valueLabels[value];
  if (isoTime.test(value)) return `${new Date(value).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC`;
  // A code such as 'dark_spots'; text a person typed keeps its own spelling.
  return /^[a-z]+(_[a-z]+)+$/.test(value) ? value.replace(/_/g, ' ') : value;
}

/** One value in words: money in dollars, yes/no, codes as words, lists joined. */
export function showValue(value: unknown, key = ''): string {
  // `key` is the field's path ('price', 'rules.budgetBands.full.budget'): it tells money from counts.
  if (value === undefined || value === null || value === '') return NOTHING;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return moneyField(key) ? formatCents(value) : value.toLocaleString('en-US');
  if (typeof value === 'string') return showText(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (value.every((item) => !isRecord(item) && !Array.isArray(item))) return value.map((item) => showValue(item, key)).join(', ');
    return value.length === 1 ? '1 entry' : `${value.length} entries`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? NOTHING : entries.map(([field, item]) => `${labelOf(field)}: ${showValue(item, field)}`).join('; ');
  }
  return String(value);
}

/** Nested records opened into one field each ('Budget bands › Full › Budget'), to a bounded depth. */
type Fields = Map<string, { label: string; key: string; value: unknown }>;

function flatten(value: Record<string, unknown>, ignore: readonly string[], prefix: string[] = [], depth = 0): Fields {
  const fields: Fields = new Map();
  for (const [key, item] of Object.entries(value)) {
    if (depth === 0 && ignore.includes(key)) continue;
    const path = [...prefix, key];
    if (isRecord(item) && depth < MAX_DEPTH && Object.keys(item).length > 0) {
      for (const [inner, field] of flatten(item, ignore, path, depth + 1)) fields.set(inner, field);
    } else {
      fields.set(path.join('.'), { label: path.map(labelOf).join(' › '), key: path.join('.'), value: item });
    }
  }
  return fields;
}

/**
 * The fields that differ between the stored before and after of a change (either missing for a
 * creation, a deletion or an import), each in words. Bookkeeping fields every save changes are left out.
 */
export function changedFields(before: unknown, after: unknown, ignore: readonly string[] = ['version', 'updatedAt', 'id']): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before === after ? [] : [{ field: 'Value', before: showValue(before), after: showValue(after) }];
  }
  const was: Fields = isRecord(before) ? flatten(before, ignore) : new Map();
  const is: Fields = isRecord(after) ? flatten(after, ignore) : new Map();
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths
    .filter((path) => JSON.stringify(was.get(path)?.value) !== JSON.stringify(is.get(path)?.value))
    .map((path) => {
      const field = (is.get(path) ?? was.get(path))!;
      return { field: field.label, before: showValue(was.get(path)?.value, field.key), after: showValue(is.get(path)?.value, field.key) };
    });
}
