import { budgetTiers, skinConcerns, skinTypes } from './catalog.js';
import { loyaltyTiers } from './loyalty.js';
import { text } from './text.js';
import { visitSources } from './visit-source.js';
import { z } from './zod.js';

/**
 * A segment: a saved set of conditions over what the shop knows of a person, all or any of them
 * true. Stored as this data and compiled to one parameterised query on the server; consent
 * applies on top whenever it is used to send.
 */

const DAYS_MAX = 3_650;
const id = z.number().int().min(1).max(2_147_483_647);
const days = z.number().int().min(1, { error: 'Days must be 1 or more' }).max(DAYS_MAX, { error: `Days must be ${DAYS_MAX} or fewer` });

/** One condition's shape: its field, the ops it takes and its value. */
function choiceCondition<const F extends string, const V extends readonly [string, ...string[]]>(field: F, values: V) {
  const value = z.enum(values, { error: `Choose one of: ${values.join(', ')}` });
  return z.union([
    z.object({ field: z.literal(field), op: z.enum(['is', 'isNot']), value }).strict(),
    z.object({ field: z.literal(field), op: z.literal('in'), value: z.array(value).min(1, { error: 'Choose at least one value' }).max(values.length) }).strict(),
  ]);
}

const flag = <const F extends string>(field: F) => z.object({ field: z.literal(field), op: z.literal('is'), value: z.boolean() }).strict();
const product = <const F extends string>(field: F) => z.object({ field: z.literal(field), op: z.enum(['is', 'isNot']), value: id }).strict();
const within = <const F extends string>(field: F) => z.object({ field: z.literal(field), op: z.literal('lte'), value: days }).strict();

export const segmentConditionSchema = z.union([
  choiceCondition('skinType', skinTypes),
  flag('sensitive'),
  choiceCondition('primaryConcern', skinConcerns),
  choiceCondition('budget', budgetTiers),
  choiceCondition('tier', loyaltyTiers),
  z.object({ field: z.literal('points'), op: z.enum(['gte', 'lte']), value: z.number().int().min(0).max(100_000_000) }).strict(),
  within('quizWithinDays'),
  product('recommendedProduct'),
  product('boughtProduct'),
  within('clickedWithinDays'),
  flag('neverClicked'),
  flag('newsletter'),
  flag('confirmed'),
  choiceCondition('source', visitSources),
]);
export type SegmentCondition = z.infer<typeof segmentConditionSchema>;
export type SegmentField = SegmentCondition['field'];

export const SEGMENT_CONDITIONS_MAX = 20;

export const segmentRulesSchema = z
  .object({
    match: z.enum(['all', 'any'], { error: 'Match must be all or any' }),
    conditions: z.array(segmentConditionSchema).min(1, { error: 'Add at least one condition' }).max(SEGMENT_CONDITIONS_MAX, { error: `At most ${SEGMENT_CONDITIONS_MAX} conditions` }),
  })
  .strict();
export type SegmentRules = z.infer<typeof segmentRulesSchema>;

export const segmentInputSchema = segmentRulesSchema.extend({ name: text('The name').trim().min(1, { error: 'Name the segment' }).max(80, { error: 'The name is at most 80 characters' }) }).strict();
export type SegmentInput = z.infer<typeof segmentInputSchema>;

export const segmentIdInputSchema = z.object({ id }).strict();

/** How many people a segment holds, and of them how many accept newsletters (the only ones a campaign reaches). */
export const segmentCountSchema = z.object({ count: z.number().int(), reachable: z.number().int() }).strict();

export const segmentSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    match: z.enum(['all', 'any']),
    conditions: z.array(segmentConditionSchema),
    createdAt: text(),
    updatedAt: text(),
  })
  .strict();
export type Segment = z.infer<typeof segmentSchema>;

/** The first people of a segment, for its page (the CSV holds them all). */
export const segmentPeopleOutputSchema = z
  .object({ people: z.array(z.object({ personId: text(), email: text().nullable(), confirmed: z.boolean(), acceptsNewsletters: z.boolean() }).strict()) })
  .strict();
export type SegmentPerson = z.infer<typeof segmentPeopleOutputSchema>['people'][number];

export const segmentOutputSchema = segmentCountSchema.extend({ segment: segmentSchema }).strict();
export const segmentListOutputSchema = z.object({ segments: z.array(segmentSchema) }).strict();
