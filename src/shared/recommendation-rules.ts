/**
 * The recommendation engine's editable rules: what each answer weighs, the order steps fill a
 * routine, the budget bands and the representative's product preferences. The safety rules
 * (sensitive, acne-prone, beginners) are not here: they are never editable.
 */
import { type SkinConcern, skinConcerns, skinTypes } from './catalog.js';
import { fullQuizQuestions, previewQuizQuestions, type QuizQuestion } from './quiz.js';
import { z } from './zod.js';

/** The steps a skincare routine is built from, in the order they are applied. */
export const skincareSteps = ['cleanser', 'toner', 'serum', 'treatment', 'eye', 'moisturiser', 'spf', 'mask'] as const;
export type SkincareStep = (typeof skincareSteps)[number];

export const MAX_CONCERN_WEIGHT = 5;
export const MAX_PREFERENCES = 200;

const concernWeightsSchema = z
  .object(Object.fromEntries(skinConcerns.map((concern) => [concern, z.number().int().min(0).max(MAX_CONCERN_WEIGHT).optional()])))
  .strict() as unknown as z.ZodType<Partial<Record<SkinConcern, number>>>;

/** One weight table per question: exactly the question's answers, each with its concern weights. */
function perAnswer(question: QuizQuestion) {
  return z.object(Object.fromEntries(question.options.map((option) => [option.value, concernWeightsSchema]))).strict() as unknown as z.ZodType<
    Record<string, Partial<Record<SkinConcern, number>>>
  >;
}

const questionById = (questions: readonly QuizQuestion[], id: string) => questions.find((question) => question.id === id)!;

/** The questions whose answers carry editable concern weights, by rule key. */
export const weightedQuestions = {
  goal: questionById(fullQuizQuestions, 'question_1'),
  milestone: questionById(fullQuizQuestions, 'question_3'),
  skin: questionById(fullQuizQuestions, 'question_6'),
  previewGoal: questionById(previewQuizQuestions, 'skinGoal'),
} as const;

const cents = z.number().int().min(1_000, 'must be at least $10').max(1_000_000, 'must be at most $10,000');

function ascendingBands<T extends Record<string, number>>(keys: (keyof T & string)[]) {
  return z
    .object(Object.fromEntries(keys.map((key) => [key, cents])))
    .strict()
    .superRefine((bands, context) => {
      for (let index = 1; index < keys.length; index++) {
        if (bands[keys[index]!]! <= bands[keys[index - 1]!]!) context.addIssue({ code: 'custom', path: [keys[index]!], message: `must be above the ${keys[index - 1]} band` });
      }
    }) as unknown as z.ZodType<T>;
}

const stepSchema = z.enum(skincareSteps);

const preferenceFields = {
  /** Applies when this is the visitor's primary concern; null: any. */
  concern: z.enum(skinConcerns).nullable(),
  /** Applies to this skin type; null: any. */
  skinType: z.enum(skinTypes).nullable(),
  effect: z.enum(['prefer', 'exclude']),
};

export const productPreferenceSchema = z.object({ productId: z.number().int().positive(), ...preferenceFields }).strict();

/** A preference row as the editor holds it: its product may not be chosen yet (a save refuses that, naming the row). */
const editedPreferenceSchema = z.object({ productId: z.number().int().positive().nullable(), ...preferenceFields }).strict();

function rulesSchema<Preference extends z.ZodType>(preference: Preference) {
  return z
    .object({
      concernWeights: z
        .object({
          goal: perAnswer(weightedQuestions.goal),
          milestone: perAnswer(weightedQuestions.milestone),
          skin: perAnswer(weightedQuestions.skin),
          previewGoal: perAnswer(weightedQuestions.previewGoal),
        })
        .strict(),
      /** Filled first, in this order; then the steps the visitor's answers call for; then `laterSteps`. */
      essentialSteps: z.array(stepSchema).min(1).max(4),
      laterSteps: z.array(stepSchema),
      /** The step that best serves each concern, pulled forward when it is the visitor's primary one. */
      concernSteps: z.object(Object.fromEntries(skinConcerns.map((concern) => [concern, stepSchema]))).strict() as unknown as z.ZodType<Record<SkinConcern, SkincareStep>>,
      /** Most a routine may cost in total per budget answer, in cents (the top band has no ceiling). */
      budgetBands: z
        .object({
          full: ascendingBands<{ budget: number; moderate: number; premium: number }>(['budget', 'moderate', 'premium']),
          preview: ascendingBands<{ under_75: number; '75_150': number; '150_300': number }>(['under_75', '75_150', '150_300']),
        })
        .strict(),
      preferences: z.array(preference).max(MAX_PREFERENCES),
    })
    .strict()
    .superRefine((rules, context) => {
      const steps = [...rules.essentialSteps, ...rules.laterSteps];
      const missing = skincareSteps.filter((step) => !steps.includes(step));
      if (steps.length !== new Set(steps).size) context.addIssue({ code: 'custom', path: ['laterSteps'], message: 'each step may appear only once' });
      else if (missing.length > 0) context.addIssue({ code: 'custom', path: ['laterSteps'], message: `every step needs a place; missing: ${missing.join(', ')}` });
    });
}

export const recommendationRulesSchema = rulesSchema(productPreferenceSchema);
export type RecommendationRules = z.infer<typeof recommendationRulesSchema>;

/** Rules as the editor sends them for a preview or a draft: a preference row may still lack its product. */
export const editedRulesSchema = rulesSchema(editedPreferenceSchema);
export type EditedRules = z.infer<typeof editedRulesSchema>;

/** The message for a preference row whose product is not chosen yet (rows counted from 1, as on screen). */
export const choosePreferenceProduct = (index: number) => `Product preferences, row ${index + 1}: choose a product`;

/** Input of a rules preview: the rules to try and how many of the latest quiz responses to run them over. */
export const rulesPreviewInputSchema = z.object({ rules: editedRulesSchema, responses: z.number().int().min(1).max(1_000).default(200) }).strict();

export const saveRulesDraftInputSchema = z
  .object({
    rules: editedRulesSchema,
    /** The draft's revision when it was opened; absent when starting a new draft. */
    revision: z.number().int().positive().optional(),
  })
  .strict();

export const publishRulesInputSchema = z.object({ revision: z.number().int().positive() }).strict();

export interface RuleSetView {
  version: number;
  rules: RecommendationRules;
  revision: number;
  updatedAt: string;
  publishedAt: string | null;
}

export interface RulesOverview {
  /** null until a rule set has been published: the engine then uses its built-in rules. */
  published: RuleSetView | null;
  draft: RuleSetView | null;
  /** The built-in rules, to start a first draft from or return to. */
  builtIn: RecommendationRules;
}

export interface RulesPreviewExample {
  quizResponseId: number;
  kind: 'full' | 'preview';
  before: { names: string[]; matchScore: number };
  after: { names: string[]; matchScore: number };
}

export interface RulesPreview {
  compared: number;
  changed: number;
  examples: RulesPreviewExample[];
}
