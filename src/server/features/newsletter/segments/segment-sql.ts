import type { SkinConcern, SkinTypeValue } from '../../../../shared/catalog.js';
import type { SegmentCondition, SegmentRules } from '../../../../shared/segments.js';
import { concernLabels, skinTypeLabels } from '../../quiz/api.js';
import { MARKETING_EMAIL } from '../../email/api.js';

/**
 * Everyone the shop knows as a person (as the People screen lists them): an email row with the
 * membership of the same address, or a membership alone; erased members are left out. With the
 * keys the conditions read: the latest quiz, the membership, both person ids (orders may carry
 * either).
 */
const PEOPLE = `(
  SELECT u."personId" AS id, u.id AS "userId", u."personId" AS "userPersonId", m."personId" AS "memberPersonId", u.email,
         u."emailConfirmedAt" AS "confirmedAt", u."latestQuizResponseId", m."tierLevel", m."pointsBalance"
    FROM "user" u LEFT JOIN loyalty_member m ON m.email = u.email
  UNION ALL
  SELECT m."personId", NULL::int, NULL::uuid, m."personId", m.email, m."confirmedAt", NULL::int, m."tierLevel", m."pointsBalance"
    FROM loyalty_member m WHERE m."sharesEmailRow" = false AND m."erasedAt" IS NULL
) p LEFT JOIN quiz_response q ON q.id = p."latestQuizResponseId"`;

/** The budget tier of the latest quiz's answers, whichever quiz it was. */
const BUDGET = `CASE q.kind WHEN 'full' THEN q.responses->>'question_8' ELSE CASE q.responses->>'budget'
  WHEN 'under_75' THEN 'budget' WHEN '75_150' THEN 'moderate' WHEN '150_300' THEN 'premium' WHEN 'over_300' THEN 'luxury' END END`;

/**
 * The people whose first quiz's visit (kept with its session) came from one of `sources`: one
 * pass over the quizzes, hashed, rather than a sorted lookup per person.
 */
const FIRST_SOURCE_IN = (sources: string) => `p."userId" IN (SELECT first."userId" FROM (
    SELECT DISTINCT ON (r."userId") r."userId", s.source FROM quiz_response r JOIN quiz_session s ON s."sessionId" = r."sessionId"
     WHERE r."userId" IS NOT NULL ORDER BY r."userId", r."createdAt", r.id) first
  WHERE first.source = ANY(${sources}::text[]))`;

const CLICKED = (since: string) =>
  `EXISTS (SELECT 1 FROM email_message em JOIN email_click c ON c."messageId" = em.id WHERE em.recipient = p.email${since})`;

const SUBSCRIBED = `EXISTS (SELECT 1 FROM newsletter_subscriber ns WHERE ns.address = p.email AND ns.status = 'confirmed')`;

/**
 * Accepts newsletters the way a send decides it: a confirmed subscriber, or her latest word on
 * marketing email is yes; and no suppression (unsubscribed, bounced, erased).
 */
export const ACCEPTS_NEWSLETTERS = `(p.email IS NOT NULL AND (${SUBSCRIBED}
  OR coalesce((SELECT c."action" = 'granted' FROM consent_event c WHERE c."address" = p.email AND c."purpose" = '${MARKETING_EMAIL}' ORDER BY c."id" DESC LIMIT 1), false))
  AND NOT EXISTS (SELECT 1 FROM email_suppression x WHERE x.address = p.email))`;

/** Collects the values of a query: each value becomes a numbered parameter, never text in the SQL. */
class Parameters {
  readonly values: unknown[] = [];
  constructor(private readonly before: number) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.before + this.values.length}`;
  }
}

/** `column` compared with a choice condition's value(s), each value mapped to what the column holds. */
function choice(column: string, condition: { op: 'is' | 'isNot' | 'in'; value: string | string[] }, parameters: Parameters, stored: (value: string) => string = (value) => value): string {
  if (condition.op === 'in') return `${column} = ANY(${parameters.add((condition.value as string[]).map(stored))}::text[])`;
  const value = parameters.add(stored(condition.value as string));
  // "is not" also holds for people with no value at all (no quiz, no membership).
  return condition.op === 'is' ? `${column} = ${value}` : `${column} IS DISTINCT FROM ${value}`;
}

const whether = (yes: boolean, sql: string) => (yes ? sql : `NOT ${sql}`);

function conditionSql(condition: SegmentCondition, parameters: Parameters): string {
  switch (condition.field) {
    case 'skinType':
      return choice(`q.result->'skinAnalysis'->>'skinType'`, condition, parameters, (value) => skinTypeLabels[value as SkinTypeValue]);
    case 'primaryConcern':
      return choice(`q.result->'skinAnalysis'->>'primaryConcern'`, condition, parameters, (value) => concernLabels[value as SkinConcern]);
    case 'sensitive':
      // Both quizzes make sensitive skin its own skin type.
      return whether(condition.value, `coalesce(q.result->'skinAnalysis'->>'skinType' = 'Sensitive', false)`);
    case 'budget':
      return choice(`(${BUDGET})`, condition, parameters);
    case 'tier':
      return choice(`p."tierLevel"`, condition, parameters);
    case 'points':
      return `coalesce(p."pointsBalance", 0) ${condition.op === 'gte' ? '>=' : '<='} ${parameters.add(condition.value)}`;
    case 'quizWithinDays':
      return `EXISTS (SELECT 1 FROM quiz_response r WHERE r."userId" = p."userId" AND r."createdAt" >= now() - make_interval(days => ${parameters.add(condition.value)}))`;
    case 'recommendedProduct':
      return whether(
        condition.op === 'is',
        `coalesce(EXISTS (SELECT 1 FROM jsonb_array_elements(q.result->'routine'->'picks') pick WHERE (pick->>'productId')::int = ${parameters.add(condition.value)}), false)`,
      );
    case 'boughtProduct':
      return whether(
        condition.op === 'is',
        `EXISTS (SELECT 1 FROM store_order o JOIN store_order_line l ON l."orderId" = o.id
                  WHERE (o."personId" IN (p."userPersonId", p."memberPersonId") OR o.email = p.email) AND l."productId" = ${parameters.add(condition.value)})`,
      );
    case 'clickedWithinDays':
      return CLICKED(` AND c."clickedAt" >= now() - make_interval(days => ${parameters.add(condition.value)})`);
    case 'neverClicked':
      return whether(!condition.value, CLICKED(''));
    case 'newsletter':
      return whether(condition.value, SUBSCRIBED);
    case 'confirmed':
      return whether(condition.value, `p."confirmedAt" IS NOT NULL`);
    case 'source': {
      const sources = parameters.add(condition.op === 'in' ? condition.value : [condition.value]);
      // "is not" also holds for people without a quiz (p."userId" null: the IN is null).
      return condition.op === 'isNot' ? `NOT coalesce(${FIRST_SOURCE_IN(sources)}, false)` : FIRST_SOURCE_IN(sources);
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
