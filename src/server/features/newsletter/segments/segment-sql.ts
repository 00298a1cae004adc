import type { SkinConcern, SkinTypeValue } from '../../../../shared/catalog.js';
import type { SegmentCondition, SegmentRules } from '../../../../shared/segments.js';
import { concernLabels, skinTypeLabels } from '../../quiz/api.js';
import { MARKETING_EMAIL } from '../../email/api.js';

/**
 * Everyone the shop knows as a person (as the People screen lists them): an email row, or a
 * membership alone; erased members are left out. Conditions never join to it: each asks whether
 * the person's key is in a list made once (a hashed lookup), so a count over every person reads
 * each table once.
 */
const PEOPLE = `(
  SELECT u."personId" AS id, u.id AS "userId", u."personId" AS "userPersonId", u.email, u."emailConfirmedAt" AS "confirmedAt",
         u."firstSource", u."skinType", u."primaryConcern", u."budgetTier", u."pickIds"
    FROM "user" u
  UNION ALL
  SELECT m."personId", NULL::int, NULL::uuid, m.email, m."confirmedAt", NULL::varchar, NULL::text, NULL::text, NULL::text, NULL::int[]
    FROM loyalty_member m WHERE m."sharesEmailRow" = false AND m."erasedAt" IS NULL
  -- A fence: the conditions run once over both parts, so each list is built once, not per part.
  OFFSET 0
) p`;

/**
 * `p.email` (or another key) is among a subquery's values. Null for a person without the key,
 * which a WHERE, an AND or an OR takes as false; `not` makes that false before negating, so
 * "is not" and "never" hold for her.
 */
const among = (key: string, subquery: string) => `${key} IN (${subquery})`;
const not = (sql: string) => `NOT coalesce(${sql}, false)`;

/** A predicate on her own row. */
const itself = (predicate: string) => predicate;

/** Her address has a membership (not erased) where `predicate` holds (over `m`): an email row's membership, or her own. */
const membershipWhere = (predicate: string) => among('p.email', `SELECT m.email FROM loyalty_member m WHERE m."erasedAt" IS NULL AND ${predicate}`);

const CLICKED_SINCE = (since: string) => among('p.email', `SELECT k.address FROM email_click_recency k${since}`);

const SUBSCRIBED = among('p.email', `SELECT ns.address FROM newsletter_subscriber ns WHERE ns.status = 'confirmed'`);

/**
 * Accepts newsletters the way a send decides it: a confirmed subscriber, or her latest word on
 * marketing email is yes (consent_latest, kept from the consent log); and no suppression
 * (unsubscribed, bounced, erased).
 */
export const ACCEPTS_NEWSLETTERS = `(p.email IS NOT NULL AND (${SUBSCRIBED}
  OR ${among('p.email', `SELECT l.address FROM consent_latest l WHERE l.purpose = '${MARKETING_EMAIL}' AND l.action = 'granted'`)})
  AND NOT ${among('p.email', 'SELECT x.address FROM email_suppression x')})`;

/** Collects the values of a query: each value becomes a numbered parameter, never text in the SQL. */
class Parameters {
  readonly values: unknown[] = [];
  constructor(private readonly before: number) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.before + this.values.length}`;
  }
}

/**
 * A choice condition over a list: `within(predicate)` says whether the person is in the rows where
 * `column` has the value(s), each value mapped to what the column holds. "is not" is the person
 * not being there, so it also holds for people with no value at all (no quiz, no membership).
 */
function choice(
  column: string,
  condition: { op: 'is' | 'isNot' | 'in'; value: string | string[] },
  parameters: Parameters,
  within: (predicate: string) => string,
  stored: (value: string) => string = (value) => value,
): string {
  if (condition.op === 'in') return within(`${column} = ANY(${parameters.add((condition.value as string[]).map(stored))}::text[])`);
  const matches = within(`${column} = ${parameters.add(stored(condition.value as string))}`);
  return condition.op === 'is' ? matches : not(matches);
}

const whether = (yes: boolean, sql: string) => (yes ? sql : not(sql));

function conditionSql(condition: SegmentCondition, parameters: Parameters): string {
  switch (condition.field) {
    case 'skinType':
      return choice('p."skinType"', condition, parameters, itself, (value) => skinTypeLabels[value as SkinTypeValue]);
    case 'primaryConcern':
      return choice('p."primaryConcern"', condition, parameters, itself, (value) => concernLabels[value as SkinConcern]);
    case 'sensitive':
      // Both quizzes make sensitive skin its own skin type.
      return whether(condition.value, `p."skinType" = 'Sensitive'`);
    case 'budget':
      return choice('p."budgetTier"', condition, parameters, itself);
    case 'tier':
      return choice('m."tierLevel"', condition, parameters, membershipWhere);
    case 'points': {
      // People without a membership have 0 points.
      const points = parameters.add(condition.value);
      return condition.op === 'gte' ? `(${points}::int <= 0 OR ${membershipWhere(`m."pointsBalance" >= ${points}`)})` : not(membershipWhere(`m."pointsBalance" > ${points}`));
    }
    case 'quizWithinDays':
      return among('p."userId"', `SELECT r."userId" FROM quiz_response r WHERE r."userId" IS NOT NULL AND r."createdAt" >= now() - make_interval(days => ${parameters.add(condition.value)})`);
    case 'recommendedProduct':
      return whether(condition.op === 'is', `${parameters.add(condition.value)}::int = ANY(p."pickIds")`);
    case 'boughtProduct': {
      // Orders carry her person id (either of them) or her address: each a list made once, then looked up.
      const product = parameters.add(condition.value);
      const buyers = (key: string) => `SELECT o."${key}" FROM store_order o JOIN store_order_line l ON l."orderId" = o.id WHERE l."productId" = ${product} AND o."${key}" IS NOT NULL`;
      return whether(
        condition.op === 'is',
        `(${among('p.email', buyers('email'))} OR ${among('p."userPersonId"', buyers('personId'))} OR ${membershipWhere(`m."personId" IN (${buyers('personId')})`)})`,
      );
    }
    case 'clickedWithinDays':
      return CLICKED_SINCE(` WHERE k."lastClickedAt" >= now() - make_interval(days => ${parameters.add(condition.value)})`);
    case 'neverClicked':
      return whether(!condition.value, CLICKED_SINCE(''));
    case 'newsletter':
      return whether(condition.value, SUBSCRIBED);
    case 'confirmed':
      return whether(condition.value, `p."confirmedAt" IS NOT NULL`);
    case 'source': {
      // Where her first quiz's visit came from ("is not" also holds for people without a quiz).
      const sources = parameters.add(condition.op === 'in' ? condition.value : [condition.value]);
      return whether(condition.op !== 'isNot', `coalesce(p."firstSource" = ANY(${sources}::text[]), false)`);
    }
  }
}

/**
 * A segment as one query's FROM and WHERE over the people (`p`), with its parameters, numbered
 * from `firstParameter` (a statement with parameters of its own puts them first).
 */
export function segmentQuery(rules: SegmentRules, firstParameter = 1): { fromWhere: string; values: unknown[] } {
  const parameters = new Parameters(firstParameter - 1);
  const joined = rules.conditions.map((condition) => `(${conditionSql(condition, parameters)})`).join(rules.match === 'all' ? ' AND ' : ' OR ');
  return { fromWhere: `FROM ${PEOPLE} WHERE (${joined})`, values: parameters.values };
}
