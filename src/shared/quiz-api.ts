import { text } from './text.js';
import { z } from './zod.js';
import { productSchema } from './catalog';
import { fullQuizQuestions, isPreviewSession, previewQuizQuestions, type QuizQuestion, SESSION_ID_PATTERN } from './quiz';
import { SOURCE_TEXT_MAX } from './visit-source.js';

/** 'session_' or 'preview_' + timestamp + a crypto-random part, as the quiz pages make them. */
export const sessionIdSchema = text('The session id')
  .max(80)
  .regex(SESSION_ID_PATTERN, {
    error: 'sessionId must look like session_<timestamp>_<random> (or preview_...)',
  });

/** A start, with where the visit came from (a visit source, or a campaign's own utm_source text: normalised by the server). */
export const quizStartInputSchema = z
  .object({ sessionId: sessionIdSchema, source: text('source').trim().max(SOURCE_TEXT_MAX, `source is at most ${SOURCE_TEXT_MAX} characters`).optional() })
  .strict();
export const quizStartOutputSchema = z.object({ sessionId: text(), firstStart: z.boolean() }).strict();

function answerSchema(question: QuizQuestion, position: number) {
  const values = question.options.map((option) => option.value) as [string, ...string[]];
  const name = question.id.startsWith('question_') ? `Question ${position}` : `The ${question.id} question`;
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `${name} needs an answer (one of ${values.join(', ')})`
        : `${name} has no option "${String(issue.input).slice(0, 40)}" (use one of ${values.join(', ')})`,
  });
}

function answersSchema(questions: readonly QuizQuestion[]) {
  const shape = Object.fromEntries(questions.map((question, index) => [question.id, answerSchema(question, index + 1)]));
  return z.object(shape).strict();
}

export const fullAnswersSchema = answersSchema(fullQuizQuestions);
export const previewAnswersSchema = answersSchema(previewQuizQuestions);

/**
 * The submit body of SPEC §7. Answers are checked against the questions of the session's
 * kind ('preview_' ids use the 4 preview questions), each problem naming its question.
 */
export const quizSubmitInputSchema = z
  .object({
    sessionId: sessionIdSchema,
    responses: z.record(text('A question').max(40), text('An answer').max(60)),
    userId: z.null({ error: 'userId must be null: the quiz is answered anonymously' }).optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const schema = isPreviewSession(input.sessionId) ? previewAnswersSchema : fullAnswersSchema;
    const result = schema.safeParse(input.responses);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      const message = keys.length > 0 ? `Unknown question: ${keys.join(', ').slice(0, 120)}` : issue.message;
      context.addIssue({ code: 'custom', path: ['responses', ...(keys[0] ? [keys[0]] : issue.path)], message });
    }
  });
export type QuizSubmitInput = z.infer<typeof quizSubmitInputSchema>;

export const quizResultsInputSchema = z.object({ sessionId: sessionIdSchema }).strict();

export const productMatchSchema = z.object({ productId: z.number().int(), matchPercent: z.number().int().min(0).max(100) }).strict();

/** A recommended product: the catalogue product, with why it was picked and how well it fits. */
export const recommendedProductSchema = productSchema.extend({
  reason: text(),
  matchPercent: z.number().int().min(0).max(100),
  /** "9 of 11 people with oily skin who tried it say it works", when enough people answered. */
  socialProof: text().optional(),
});
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;

export const productRecommendationSchema = z
  .object({
    category: text(),
    products: z.array(text()),
    description: text(),
    budgetTier: text(),
    routineLength: text(),
    /** One line on why the routine costs what it costs; results stored before it have none. */
    budgetNote: text().optional(),
    items: z.array(recommendedProductSchema),
  })
  .strict();

export const skinAnalysisSchema = z
  .object({
    skinType: text(),
    primaryConcern: text(),
    secondaryConcerns: z.array(text()),
    confidenceLevel: text(),
  })
  .strict();

/** SPEC §3 quiz result, plus the per-product fit the products page shows as match badges. */
export const quizResultSchema = z
  .object({
    quizResponseId: z.number().int(),
    sessionId: text(),
    kind: z.enum(['full', 'preview']),
    matchScore: z.number().int().min(0).max(100),
    skinAnalysis: skinAnalysisSchema,
    productRecommendations: z.array(productRecommendationSchema),
    productMatches: z.array(productMatchSchema),
    /** The representative's storefront, for the results page's shop button. */
    shopUrl: text(),
  })
  .strict();
export type QuizResult = z.infer<typeof quizResultSchema>;

/** Result fields the client falls back to when one is missing (SPEC §3 defaults). */
export const RESULT_DEFAULTS = {
  skinType: 'Combination',
  primaryConcern: 'Anti-aging & radiance',
  previewPrimaryConcern: 'Hydration',
  matchScore: 94,
  productNames: ['Gentle Cream Cleanser', 'Vitamin C Brightening Serum', 'Daily Moisturizer SPF 30'],
  budgetTier: 'Quality routine',
  routineLength: '10-15 minute self-care ritual',
} as const;
