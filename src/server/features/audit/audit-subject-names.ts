import { type FlowStep, flowStepLabels } from '../../../shared/flows.js';
import type { DataSource } from 'typeorm';
import type { AuditArea } from '../../../shared/audit.js';
import { articleSubjectNames, articlesTitledLike } from '../articles/api.js';
import { productSubjectNames, productsNamedLike } from '../catalog/api.js';
import { campaignSubjectNames, campaignsSubjectedLike } from '../newsletter/api.js';
import { queryRows, sql, type Statement } from '../../db/sql.js';

/** What the change history calls a person who was erased: never the address they had. */
export const ERASED_PERSON = 'erased person';

// The history names a member by first name and address, or their code; an erased membership
// keeps none of them, and is named as erased (the CASE written out in the statements below).

const ids = /^[1-9][0-9]{0,17}$/;
const uuids = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Lookup {
  /** Which subjects can be looked up (others are named by `fixed` or the entry itself). */
  pattern: RegExp;
  /** One statement for every subject of the area on the page: it answers (subject, name). */
  names: (subjects: string[]) => Statement<{ subject: string | null; name: string | null }>;
}

/** One statement per area, whatever the page holds: the names of a page cost a query per area shown, not per entry. */
const lookups: Partial<Record<AuditArea, Lookup>> = {
  product: { pattern: ids, names: productSubjectNames },
  article: { pattern: ids, names: articleSubjectNames },
  'loyalty-reward': { pattern: ids, names: (subjects) => sql<{ subject: string; name: string }>`SELECT id::text AS subject, name FROM loyalty_reward WHERE id = ANY(${subjects}::bigint[])` },
  newsletter: { pattern: ids, names: campaignSubjectNames },
  'loyalty-redemption': {
    pattern: ids,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT r.id::text AS subject, (w.name || ' for ' || CASE WHEN m."erasedAt" IS NOT NULL THEN ${ERASED_PERSON}::text
                   ELSE COALESCE(NULLIF(concat_ws(' · ', m."firstName", m.email), ''), m."loyaltyCode") END)::text AS name
            FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId" JOIN loyalty_member m ON m.id = r."memberId"
           WHERE r.id = ANY(${subjects}::bigint[])`,
  },
  'loyalty-claim': {
    pattern: ids,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT c.id::text AS subject, ('Order ' || c."orderNumber" || ' by ' || CASE WHEN m."erasedAt" IS NOT NULL THEN ${ERASED_PERSON}::text
                   ELSE COALESCE(NULLIF(concat_ws(' · ', m."firstName", m.email), ''), m."loyaltyCode") END)::text AS name
            FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId" WHERE c.id = ANY(${subjects}::bigint[])`,
  },
  // The recommendation a survey answer promised, named by the person who answered.
  'survey-follow-up': {
    pattern: ids,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT f.id::text AS subject, ('Recommendation for ' || COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), ${ERASED_PERSON}::text))::text AS name
            FROM survey_follow_up f JOIN survey_response r ON r.id = f."surveyResponseId" JOIN "user" u ON u.id = r."userId"
           WHERE f.id = ANY(${subjects}::bigint[])`,
  },
  // An account by its address (the owner before she named hers by her role), an invitation by whom it invited.
  'rep-account': {
    pattern: uuids,
    names: (subjects) =>
      sql<{ subject: string | null; name: string }>`SELECT id::text AS subject, COALESCE(email, 'The owner') AS name FROM rep_account WHERE id = ANY(${subjects}::uuid[])
          UNION ALL SELECT id::text, 'Invitation to ' || email FROM rep_account_link WHERE id = ANY(${subjects}::uuid[]) AND kind = 'invitation'`,
  },
  'loyalty-adjustment': {
    pattern: ids,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT m.id::text AS subject, (CASE WHEN m."erasedAt" IS NOT NULL THEN ${ERASED_PERSON}::text
                 ELSE COALESCE(NULLIF(concat_ws(' · ', m."firstName", m.email), ''), m."loyaltyCode") END)::text AS name
            FROM loyalty_member m WHERE m.id = ANY(${subjects}::bigint[])`,
  },
  // A person is their email row or their membership; an erasure deletes the one and renames the other's id, so it finds neither.
  person: {
    pattern: uuids,
    names: (subjects) =>
      sql<{ subject: string | null; name: string }>`SELECT p.id::text AS subject,
                 COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), CASE WHEN m."erasedAt" IS NOT NULL THEN ${ERASED_PERSON}::text
                   ELSE COALESCE(NULLIF(concat_ws(' · ', m."firstName", m.email), ''), m."loyaltyCode") END)::text AS name
            FROM unnest(${subjects}::uuid[]) AS p(id)
            LEFT JOIN "user" u ON u."personId" = p.id
            LEFT JOIN loyalty_member m ON m."personId" = p.id
           WHERE u.id IS NOT NULL OR m.id IS NOT NULL`,
  },
};

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
    const lookup = lookups[entry.area];
    if (lookup?.pattern.test(entry.subject)) wanted.set(entry.area, (wanted.get(entry.area) ?? new Set()).add(entry.subject));
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([area, subjects]) => {
      const rows = await queryRows(dataSource, lookups[area]!.names([...subjects]));
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

// The subjects whose current name contains `pattern` (a LIKE pattern, lower case), at most `limit`,
// one statement per area as the names above: a member by first name or address (never an erased
// one), a claim by its order number too.
type NameSearch = (pattern: string, limit: number) => Statement<{ subject: string | null }>;
const nameSearches: Array<[AuditArea, NameSearch]> = [
  ['product', productsNamedLike],
  ['article', articlesTitledLike],
  ['loyalty-reward', (pattern, limit) => sql<{ subject: string }>`SELECT id::text AS subject FROM loyalty_reward WHERE lower(name) LIKE ${pattern} LIMIT ${limit}`],
  ['newsletter', campaignsSubjectedLike],
  [
    'loyalty-adjustment',
    (pattern, limit) =>
      sql<{ subject: string }>`SELECT m.id::text AS subject FROM loyalty_member m WHERE (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL LIMIT ${limit}`,
  ],
  [
    'loyalty-claim',
    (pattern, limit) =>
      sql<{ subject: string }>`SELECT c.id::text AS subject FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId"
           WHERE lower(c."orderNumber") LIKE ${pattern} OR (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL LIMIT ${limit}`,
  ],
  [
    'loyalty-redemption',
    (pattern, limit) =>
      sql<{ subject: string }>`SELECT r.id::text AS subject FROM loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId"
           WHERE (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL LIMIT ${limit}`,
  ],
  [
    'person',
    (pattern, limit) =>
      sql<{ subject: string | null }>`SELECT "personId"::text AS subject FROM "user" WHERE lower("firstName") LIKE ${pattern} OR email LIKE ${pattern}
          UNION SELECT m."personId"::text FROM loyalty_member m WHERE (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL
          LIMIT ${limit}`,
  ],
];

/**
 * The (area, subject) pairs whose subject is named like `pattern` today, for the history's Subject
 * field, as two lists of the same length: one statement per area, each capped. An erased person
 * is found by nothing they had.
 */
export async function namedSubjects(dataSource: DataSource, pattern: string): Promise<{ areas: string[]; subjects: string[] }> {
  const found = await Promise.all(
    nameSearches.map(async ([area, search]) => ({ area, rows: await queryRows(dataSource, search(pattern, NAMED_SUBJECTS_PER_AREA)) })),
  );
  const pairs = found.flatMap(({ area, rows }) => rows.flatMap((row) => (row.subject === null ? [] : [{ area, subject: row.subject }])));
  return { areas: pairs.map((pair) => pair.area), subjects: pairs.map((pair) => pair.subject) };
}
