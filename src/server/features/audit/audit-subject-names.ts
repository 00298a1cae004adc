import { type FlowStep, flowStepLabels } from '../../../shared/flows.js';
import type { DataSource } from 'typeorm';
import type { AuditArea } from '../../../shared/audit.js';
import { articleSubjectNames, articlesTitledLike } from '../articles/api.js';
import { productSubjectNames, productsNamedLike } from '../catalog/api.js';
import { campaignSubjectNames, campaignsSubjectedLike } from '../newsletter/api.js';
import { queryRows } from '../../db/sql.js';
import { numericSubject, registeredNamers, type SubjectNamer, subjectNamer } from './audit-subject-registry.js';

/** What the change history calls a person who was erased: never the address they had. */
export const ERASED_PERSON = 'erased person';

/**
 * The areas whose owners audit imports: named here. The others (members, claims, rewards, survey
 * follow-ups, accounts, people) are registered by their owners (audit-subject-registry.ts). One
 * statement per area, whatever the page holds: the names of a page cost a query per area shown,
 * not per entry.
 */
const importedNamers: Partial<Record<AuditArea, SubjectNamer>> = {
  product: { pattern: numericSubject, names: productSubjectNames, namedLike: productsNamedLike },
  article: { pattern: numericSubject, names: articleSubjectNames, namedLike: articlesTitledLike },
  newsletter: { pattern: numericSubject, names: campaignSubjectNames, namedLike: campaignsSubjectedLike },
};

const namerOf = (area: AuditArea) => importedNamers[area] ?? subjectNamer(area);

/** Subjects that are one thing of their area, named without a lookup. */
const fixed: Partial<Record<AuditArea, (subject: string) => string>> = {
  'store-settings': () => 'Store settings',
  'loyalty-settings': () => 'Loyalty programme settings',
  'product-import': () => 'Product CSV import',
  // 'password': the one shared password's changes, before accounts.
  'rep-account': (subject) => (subject === 'password' ? "The owner's password" : subject === 'staff-permissions' ? 'What staff may do' : 'Back-office account'),
  'store-orders': () => 'Store order pushes',
  'email-flow': (subject) => `Follow-up email: ${flowStepLabels[subject as FlowStep] ?? subject}`,
  'recommendation-rules': (subject) => `Rules version ${subject}`,
  // Only once the answer itself is gone (its person erased).
  'survey-follow-up': () => `Recommendation for ${ERASED_PERSON}`,
};

/** Areas whose subject is a person: one no longer found was erased. */
const personAreas = new Set<AuditArea>(['person', 'loyalty-adjustment']);

/** The name the entry itself recorded (a product's or reward's name, an article's title, a campaign's subject), for a subject since deleted. */
function storedName(entry: NamedEntry): string | null {
  for (const value of [entry.after, entry.before]) {
    if (typeof value !== 'object' || value === null) continue;
    const record = value as Record<string, unknown>;
    const name = record.name ?? record.title ?? (entry.area === 'newsletter' ? record.subject : undefined);
    if (typeof name === 'string' && name !== '') return name;
  }
  return null;
}

interface NamedEntry {
  area: AuditArea;
  subject: string;
  before: unknown;
  after: unknown;
}

const keyOf = (area: AuditArea, subject: string) => `${area}\u0000${subject}`;

/**
 * Names the subjects of a page of entries: the current name where the subject still exists, else
 * the one the entry recorded, else a fixed name; a person is never named from what an entry kept
 * (an erased one is "erased person").
 */
export async function subjectNames(dataSource: DataSource, entries: readonly NamedEntry[]): Promise<Array<string | null>> {
  const wanted = new Map<AuditArea, Set<string>>();
  for (const entry of entries) {
    const namer = namerOf(entry.area);
    if (namer?.pattern.test(entry.subject)) wanted.set(entry.area, (wanted.get(entry.area) ?? new Set()).add(entry.subject));
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([area, subjects]) => {
      const rows = await queryRows(dataSource, namerOf(area)!.names([...subjects]));
      for (const row of rows) if (row.subject !== null && row.name) found.set(keyOf(area, row.subject), row.name);
    }),
  );
  return entries.map((entry) => {
    const live = found.get(keyOf(entry.area, entry.subject));
    if (live) return live;
    if (personAreas.has(entry.area)) return ERASED_PERSON;
    return fixed[entry.area]?.(entry.subject) ?? storedName(entry);
  });
}

/** At most this many subjects of one area are matched by a name typed in the history's Subject field. */
const NAMED_SUBJECTS_PER_AREA = 500;

/**
 * The (area, subject) pairs whose subject is named like `pattern` today, for the history's Subject
 * field, as two lists of the same length: one statement per area, each capped. An erased person
 * is found by nothing they had.
 */
export async function namedSubjects(dataSource: DataSource, pattern: string): Promise<{ areas: string[]; subjects: string[] }> {
  const searches = [...(Object.entries(importedNamers) as Array<[AuditArea, SubjectNamer]>), ...registeredNamers()].flatMap(([area, namer]) =>
    namer.namedLike ? [{ area, search: namer.namedLike }] : [],
  );
  const found = await Promise.all(searches.map(async ({ area, search }) => ({ area, rows: await queryRows(dataSource, search(pattern, NAMED_SUBJECTS_PER_AREA)) })));
  const pairs = found.flatMap(({ area, rows }) => rows.flatMap((row) => (row.subject === null ? [] : [{ area, subject: row.subject }])));
  return { areas: pairs.map((pair) => pair.area), subjects: pairs.map((pair) => pair.subject) };
}
