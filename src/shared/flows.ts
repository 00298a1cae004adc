import { markdownSchema, NEWSLETTER_WRITE_BODY_LIMIT, preheaderSchema, subjectSchema } from './newsletter.js';
import { personIdSchema } from './people.js';
import { text } from './text.js';
import { z } from './zod.js';

/**
 * The follow-up flow the representative edits: the emails a confirmation starts (the welcome, the
 * day-2, day-4 and day-6 emails and the usage survey invitation). Each step's words, delay and
 * on/off are kept as versions; a message takes the version current when it is rendered (sent).
 */
export const flowSteps = ['welcome', 'day2', 'day4', 'day6', 'survey'] as const;
export type FlowStep = (typeof flowSteps)[number];

export const flowStepLabels: Record<FlowStep, string> = {
  welcome: 'Welcome',
  day2: 'Beauty tips',
  day4: 'Social proof',
  day6: 'Member offer',
  survey: 'Usage survey invitation',
};

/** The merge fields a flow email may use; each is filled from the person it goes to when it is sent. */
export const mergeFields = ['firstName', 'skinType', 'topPick', 'resultsLink', 'offer', 'offerCode', 'shopLink', 'skinTips'] as const;
export type MergeField = (typeof mergeFields)[number];

export const mergeFieldHelp: Record<MergeField, string> = {
  firstName: 'Her first name ("there" when unknown). Body only: it is text she typed.',
  skinType: 'Her skin type from her latest quiz, e.g. "oily skin" ("your skin" without a quiz).',
  topPick: 'The first product of her routine (the survey: the product it asks about).',
  resultsLink: 'The address of her results page (the quiz without one).',
  offer: 'The member offer set in Settings (empty when none).',
  offerCode: 'The member offer code set in Settings (empty when none).',
  shopLink: 'The address of the store.',
  skinTips: 'Three tips for her skin type. Body only, on a line of its own.',
};

/** Fields that are only for the body: a visitor's own text, or a block of paragraphs. */
const BODY_ONLY: ReadonlySet<MergeField> = new Set(['firstName', 'skinTips']);

const FIELD = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The `{field}` names a text uses, in order of first use. */
export function mergeFieldsIn(value: string): string[] {
  return [...new Set(Array.from(value.matchAll(FIELD), (match) => match[1]!))];
}

/** Why a text's merge fields cannot be used where it goes (null: they can). */
export function mergeFieldIssue(value: string, place: 'subject' | 'preheader' | 'body'): string | null {
  for (const name of mergeFieldsIn(value)) {
    if (!(mergeFields as readonly string[]).includes(name)) {
      return `Unknown merge field {${name}}: use one of ${mergeFields.map((field) => `{${field}}`).join(', ')}`;
    }
    if (place !== 'body' && BODY_ONLY.has(name as MergeField)) return `{${name}} can only be used in the body, not in the ${place}`;
  }
  return null;
}

const withFields = <T extends z.ZodType<string>>(schema: T, place: 'subject' | 'preheader' | 'body') =>
  schema.superRefine((value, context) => {
    const issue = mergeFieldIssue(value, place);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

/** A delay is kept in whole hours; the longest is this many days. */
export const FLOW_DELAY_MAX_DAYS = 90;
const delayDaysSchema = z
  .number({ error: 'delayDays must be a number of days' })
  .min(0, 'delayDays cannot be negative')
  .max(FLOW_DELAY_MAX_DAYS, `delayDays is at most ${FLOW_DELAY_MAX_DAYS}`)
  .refine((days) => Number.isInteger(Math.round(days * 24 * 1e6) / 1e6), 'delayDays must be whole hours (a multiple of 1/24)');

export const FLOW_CHANGED_SINCE_OPENED = 'This email changed since you opened it. Reload it to see the new version before saving.';
export const FLOW_WELCOME_DELAY = 'The welcome goes when the address is confirmed (it carries the loyalty code): its delay is always 0.';
export const FLOW_SURVEY_DELAY = "The survey invitation's delay is set in Settings (survey invitation delay, in hours).";
/** Saving a flow step may carry a body as large as a newsletter's. */
export const FLOW_WRITE_BODY_LIMIT = NEWSLETTER_WRITE_BODY_LIMIT;

export const flowStepSchema = z.enum(flowSteps, { error: `step must be one of ${flowSteps.join(', ')}` });
const versionSchema = z.number({ error: 'version must be the version you opened' }).int().min(1).max(2_147_483_647);

/** The words of a step, as saved or as a draft being previewed. */
const flowWords = {
  subject: withFields(subjectSchema, 'subject'),
  preheader: withFields(preheaderSchema, 'preheader'),
  markdown: withFields(markdownSchema, 'body'),
};

export const updateFlowInputSchema = z
  .object({
    step: flowStepSchema,
    version: versionSchema,
    subject: flowWords.subject.optional(),
    preheader: flowWords.preheader.optional(),
    markdown: flowWords.markdown.optional(),
    delayDays: delayDaysSchema.optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .strict();
export type UpdateFlowInput = z.output<typeof updateFlowInputSchema>;

export const flowStepInputSchema = z.object({ step: flowStepSchema }).strict();

export const restoreFlowInputSchema = z
  .object({ step: flowStepSchema, version: versionSchema, restore: z.number({ error: 'restore must be a version number' }).int().min(1).max(2_147_483_647) })
  .strict();
export type RestoreFlowInput = z.output<typeof restoreFlowInputSchema>;

/** A preview (or a test message) drawn with a real person's data; without `personId`, an example person's. */
export const previewFlowInputSchema = z
  .object({
    step: flowStepSchema,
    personId: personIdSchema.optional(),
    /** Unsaved words to see before saving; absent: the saved ones. */
    draft: z.object(flowWords).strict().optional(),
  })
  .strict();
export type PreviewFlowInput = z.output<typeof previewFlowInputSchema>;

export const testFlowInputSchema = previewFlowInputSchema.omit({ draft: true }).strict();
export type TestFlowInput = z.output<typeof testFlowInputSchema>;

const flowContentFields = {
  version: z.number().int(),
  subject: text(),
  preheader: text(),
  markdown: text(),
  delayDays: z.number(),
  enabled: z.boolean(),
};

export const flowStepViewSchema = z
  .object({
    step: flowStepSchema,
    label: text(),
    ...flowContentFields,
    /** False while the step still has the shop's default words. */
    edited: z.boolean(),
    updatedAt: text().nullable(),
    /** What the email adds after her words (buttons, the loyalty code, the answer links): not editable. */
    fixedParts: text(),
  })
  .strict();
export type FlowStepView = z.infer<typeof flowStepViewSchema>;

export const flowListOutputSchema = z.object({ steps: z.array(flowStepViewSchema) }).strict();
export const flowOutputSchema = z.object({ step: flowStepViewSchema }).strict();

export const flowVersionsOutputSchema = z
  .object({ versions: z.array(z.object({ ...flowContentFields, createdAt: text().nullable() }).strict()) })
  .strict();
export type FlowVersion = z.infer<typeof flowVersionsOutputSchema>['versions'][number];

export const flowPreviewOutputSchema = z
  .object({
    subject: text(),
    html: text(),
    /** Whose data filled it; null: the example person. */
    person: z.object({ id: text(), email: text().nullable(), firstName: text().nullable() }).strict().nullable(),
    /** Why this message would not be sent to this person now (the day-6 email with no offer set); null: it would. */
    skipped: text().nullable(),
  })
  .strict();
export type FlowPreview = z.infer<typeof flowPreviewOutputSchema>;

export const flowTestOutputSchema = z.object({ sentTo: text() }).strict();
