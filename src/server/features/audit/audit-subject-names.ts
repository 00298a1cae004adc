import { type FlowStep, flowStepLabels } from '../../../shared/flows.js';
import type { DataSource } from 'typeorm';
import type { AuditArea } from '../../../shared/audit.js';
import { ARTICLE_SUBJECT_NAMES_SQL, ARTICLES_TITLED_LIKE_SQL } from '../articles/api.js';
import { PRODUCT_SUBJECT_NAMES_SQL, PRODUCTS_NAMED_LIKE_SQL } from '../catalog/api.js';
import { CAMPAIGN_SUBJECT_NAMES_SQL, CAMPAIGNS_SUBJECTED_LIKE_SQL } from '../newsletter/api.js';

/** What the change history calls a person who was erased: never the address they had. */
export const ERASED_PERSON = 'erased person';

// A member as the history names them: first name and address, or their code; an erased
// membership keeps none of them, and is named as erased.
const memberName = `CASE WHEN m."erasedAt" IS NOT NULL THEN '${ERASED_PERSON}'
  ELSE COALESCE(NULLIF(concat_ws(' · ', m."firstName", m.email), ''), m."loyaltyCode") END`;

const ids = /^[1-9][0-9]{0,17}$/;
const uuids = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Lookup {
  /** Which subjects can be looked up (others are named by `fixed` or the entry itself). */
  pattern: RegExp;
  /** One statement for every subject of the area on the page: $1 is their list, it answers (subject, name). */
  sql: string;
}

/** One statement per area, whatever the page holds: the names of a page cost a query per area shown, not per entry. */
const lookups: Partial<Record<AuditArea, Lookup>> = {
  product: { pattern: ids, sql: PRODUCT_SUBJECT_NAMES_SQL },
  article: { pattern: ids, sql: ARTICLE_SUBJECT_NAMES_SQL },
  'loyalty-reward': { pattern: ids, sql: `SELECT id::text AS subject, name FROM loyalty_reward WHERE id = ANY($1::bigint[])` },
  newsletter: { pattern: ids, sql: CAMPAIGN_SUBJECT_NAMES_SQL },
  'loyalty-redemption': {
    pattern: ids,
    sql: `SELECT r.id::text AS subject, w.name || ' for ' || ${memberName} AS name
            FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId" JOIN loyalty_member m ON m.id = r."memberId"
           WHERE r.id = ANY($1::bigint[])`,
  },
  'loyalty-claim': {
    pattern: ids,
    sql: `SELECT c.id::text AS subject, 'Order ' || c."orderNumber" || ' by ' || ${memberName} AS name
            FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId" WHERE c.id = ANY($1::bigint[])`,
  },
  // The recommendation a survey answer promised, named by the person who answered.
  'survey-follow-up': {
    pattern: ids,
    sql: `SELECT f.id::text AS subject, 'Recommendation for ' || COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), '${ERASED_PERSON}') AS name
            FROM survey_follow_up f JOIN survey_response r ON r.id = f."surveyResponseId" JOIN "user" u ON u.id = r."userId"
           WHERE f.id = ANY($1::bigint[])`,
  },
  // An account by its address (the owner before she named hers by her role), an invitation by whom it invited.
  'rep-account': {
    pattern: uuids,
    sql: `SELECT id::text AS subject, COALESCE(email, 'The owner') AS name FROM rep_account WHERE id = ANY($1::uuid[])
          UNION ALL SELECT id::text, 'Invitation to ' || email FROM rep_account_link WHERE id = ANY($1::uuid[]) AND kind = 'invitation'`,
  },
  'loyalty-adjustment': { pattern: ids, sql: `SELECT m.id::text AS subject, ${memberName} AS name FROM loyalty_member m WHERE m.id = ANY($1::bigint[])` },
  // A person is their email row or their membership; an erasure deletes the one and renames the other's id, so it finds neither.
  person: {
    pattern: uuids,
    sql: `SELECT p.id::text AS subject,
                 COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), ${memberName}) AS name
            FROM unnest($1::uuid[]) AS p(id)
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
      const rows = await dataSource.query<Array<{ subject: string; name: string | null }>>(lookups[area]!.sql, [[...subjects]]);
      for (const row of rows) if (row.name) found.set(keyOf(area, row.subject), row.name);
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

// The subjects whose current name contains $1 (a LIKE pattern, lower case), one statement per
// area as the names above: a member by first name or address, a claim by its order number too.
const memberMatches = `(lower(m."firstName") LIKE $1 OR m.email LIKE $1) AND m."erasedAt" IS NULL`;
const nameSearches: Array<[AuditArea, string]> = [
  ['product', PRODUCTS_NAMED_LIKE_SQL],
  ['article', ARTICLES_TITLED_LIKE_SQL],
  ['loyalty-reward', `SELECT id::text FROM loyalty_reward WHERE lower(name) LIKE $1`],
  ['newsletter', CAMPAIGNS_SUBJECTED_LIKE_SQL],
  ['loyalty-adjustment', `SELECT m.id::text FROM loyalty_member m WHERE ${memberMatches}`],
  ['loyalty-claim', `SELECT c.id::text FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId" WHERE lower(c."orderNumber") LIKE $1 OR ${memberMatches}`],
  ['loyalty-redemption', `SELECT r.id::text FROM loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId" WHERE ${memberMatches}`],
  [
    'person',
    `SELECT "personId"::text FROM "user" WHERE lower("firstName") LIKE $1 OR email LIKE $1
     UNION SELECT m."personId"::text FROM loyalty_member m WHERE ${memberMatches}`,
  ],
];

/**
 * The (area, subject) pairs whose subject is named like `text` today, for the history's Subject
 * field: one statement, each area's part capped. An erased person is found by nothing they had.
 */
export function namedSubjectsSql(): string {
  return nameSearches
    .map(([area, sql]) => `(SELECT '${area}'::varchar AS area, named.subject FROM (${sql}) AS named(subject) LIMIT ${NAMED_SUBJECTS_PER_AREA})`)
    .join(' UNION ALL ');
}
