import type { SkinConcern, SkinTypeValue } from '../../../../shared/catalog.js';
import type { SegmentCondition, SegmentRules } from '../../../../shared/segments.js';
import { buyersOfProductSql } from '../../orders/api.js';
import { concernLabels, skinTypeLabels } from '../../quiz/api.js';

/**
 * Everyone the shop knows as a person (as the People screen lists them), one narrow row each with
 * every fact a condition asks about (`segment_person`, kept by triggers), so a count is one scan.
 * Only what orders say is looked up: a list made once per count (a hashed lookup).
 */
const PEOPLE = `segment_person p`;

/**
 * `p.email` (or another key) is among a subquery's values. Null for a person without the key,
 * which a WHERE, an AND or an OR takes as false; `not` makes that false before negating, so
 * "is not" and "never" hold for her.
 */
const among = (key: string, subquery: string) => `${key} IN (${subquery})`;
const not = (sql: string) => `NOT coalesce(${sql}, false)`;

/** Accepts newsletters the way a send decides it: a confirmed subscriber, or her latest word on marketing email is yes; and no suppression (unsubscribed, bounced, erased). */
export const ACCEPTS_NEWSLETTERS = `(p.email IS NOT NULL AND (p.subscribed OR p."marketingConsent") AND NOT p.suppressed)`;

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
 * A choice condition on one of her columns, each value mapped to what the column holds. "is not"
 * also holds for people with no value at all (no quiz, no membership).
 */
function choice(
  column: string,
  condition: { op: 'is' | 'isNot' | 'in'; value: string | string[] },
  parameters: Parameters,
  stored: (value: string) => string = (value) => value,
): string {
  if (condition.op === 'in') return `${column} = ANY(${parameters.add((condition.value as string[]).map(stored))}::text[])`;
  const matches = `${column} = ${parameters.add(stored(condition.value as string))}`;
  return condition.op === 'is' ? matches : not(matches);
}

const whether = (yes: boolean, sql: string) => (yes ? sql : not(sql));

function conditionSql(condition: SegmentCondition, parameters: Parameters): string {
  switch (condition.field) {
    case 'skinType':
      return choice('p."skinType"', condition, parameters, (value) => skinTypeLabels[value as SkinTypeValue]);
    case 'primaryConcern':
      return choice('p."primaryConcern"', condition, parameters, (value) => concernLabels[value as SkinConcern]);
    case 'sensitive':
      // Both quizzes make sensitive skin its own skin type.
      return whether(condition.value, `p."skinType" = 'Sensitive'`);
    case 'budget':
      return choice('p."budgetTier"', condition, parameters);
    case 'tier':
      return choice('p."tierLevel"', condition, parameters);
    case 'points': {
      // People without a membership have 0 points.
      const points = parameters.add(condition.value);
      return condition.op === 'gte' ? `(${points}::int <= 0 OR coalesce(p."pointsBalance" >= ${points}, false))` : not(`p."pointsBalance" > ${points}`);
    }
    case 'quizWithinDays':
      return `p."lastQuizAt" >= now() - make_interval(days => ${parameters.add(condition.value)})`;
    case 'recommendedProduct':
      return whether(condition.op === 'is', `${parameters.add(condition.value)}::int = ANY(p."pickIds")`);
    case 'boughtProduct': {
      // Orders carry her person id (hers or her membership's) or her address: each a list made once, then looked up.
      const product = parameters.add(condition.value);
      const buyers = (key: 'email' | 'personId') => buyersOfProductSql(key, product);
      return whether(
        condition.op === 'is',
        `(${among('p.email', buyers('email'))} OR ${among('p."personId"', buyers('personId'))} OR ${among('p."memberPersonId"', buyers('personId'))})`,
      );
    }
    case 'clickedWithinDays':
      return `p."lastClickedAt" >= now() - make_interval(days => ${parameters.add(condition.value)})`;
    case 'neverClicked':
      return whether(!condition.value, `p."lastClickedAt" IS NOT NULL`);
    case 'newsletter':
      return whether(condition.value, 'p.subscribed');
    case 'confirmed':
      return whether(condition.value, 'p.confirmed');
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
