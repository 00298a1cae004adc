import type { DataSource } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import type { SurveySubmitInput, surveyRecommendationStates } from '../../../shared/survey.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { AppError } from '../../errors.js';
import { ProductEntity } from '../catalog/api.js';
import { recommendedOrBought, recordSurveyOutcome } from '../quiz/api.js';
import { UserEntity } from '../users/api.js';
import { queueSurveyFollowUp } from './survey-follow-up.service.js';
import { SurveyResponseEntity } from './survey-response.entity.js';
import { queryRows, sql } from '../../db/sql.js';

const NOT_HERS = 'This survey asks about a product you were recommended or bought: this one is neither. Please use the link from your survey email.';

/**
 * The person and product a survey link names: a 404 naming which part is wrong, or a 400 naming
 * `productId` when the product was neither recommended to her nor bought by her.
 */
async function resolveSurveyLink(dataSource: DataSource, link: { surveyToken: string; productId: number }) {
  const [user, product] = await Promise.all([
    dataSource.getRepository(UserEntity).findOne({ where: { surveyToken: link.surveyToken }, select: { id: true } }),
    dataSource.getRepository(ProductEntity).findOne({ where: { id: link.productId }, select: { id: true, name: true } }),
  ]);
  if (!user) throw new AppError('NOT_FOUND', 'We could not find that survey link. Please use the link from your survey email.', 'surveyToken');
  if (!product) throw new AppError('NOT_FOUND', 'We could not find that survey link: the product does not exist.', 'productId');
  // Only what she was recommended or bought: her answers teach the engine and queue her a reply.
  if (!(await recommendedOrBought(dataSource, user.id, product.id))) throw new AppError('BAD_REQUEST', NOT_HERS, 'productId');
  return { user, product };
}

/** Checked when the survey page opens, so a bad link says so before any question. */
export async function checkSurveyLink(dataSource: DataSource, link: { surveyToken: string; productId: number }): Promise<{ productName: string }> {
  const { product } = await resolveSurveyLink(dataSource, link);
  return { productName: product.name };
}

/**
 * Stores the answers and, in the same transaction, the personal recommendation they promise
 * (see queueSurveyFollowUp); the answer says what happens next so the page tells the truth.
 */
export async function submitSurvey(
  deps: Pick<AppDeps, 'dataSource' | 'storeSettings' | 'mail' | 'recommendationRules' | 'outcomes'>,
  input: SurveySubmitInput,
): Promise<{ success: true; surveyResponseId: number; recommendation: (typeof surveyRecommendationStates)[number] }> {
  const { user } = await resolveSurveyLink(deps.dataSource, input);
  // Read before the transaction: the settings and rules may come from the database, on a connection of their own.
  const [{ surveyFollowUpDelayMinutes }, { rules }] = await Promise.all([deps.storeSettings.current(), deps.recommendationRules.current()]);
  const output = await transactionChanging(deps.dataSource, [deps.outcomes], async (manager) => {
    // One answer per person and product, however often the link is used: a second one replaces the first.
    const [saved] = await queryRows(manager, sql<{ id: number }>`INSERT INTO survey_response ("userId", "productId", "usage", "challenge", "improvement", "budget") VALUES (${user.id}, ${input.productId}, ${input.responses.usage}, ${input.responses.challenge}, ${input.responses.improvement}, ${input.budget})
       ON CONFLICT ("userId", "productId") DO UPDATE SET "usage" = EXCLUDED."usage", "challenge" = EXCLUDED."challenge",
         "improvement" = EXCLUDED."improvement", "budget" = EXCLUDED."budget"
       RETURNING "id"`);
    const surveyResponseId = saved!.id;
    await recordSurveyOutcome(manager, rules, user.id, input.productId, input.responses.challenge === 'results');
    const recommendation = await queueSurveyFollowUp(manager, { surveyResponseId, userId: user.id, delayMinutes: surveyFollowUpDelayMinutes });
    return { success: true as const, surveyResponseId, recommendation };
  });
  deps.mail.wake();
  return output;
}

export interface SurveySummary {
  responses: number;
  questions: Array<{ id: 'usage' | 'challenge' | 'improvement'; answers: Array<{ value: string; count: number }> }>;
}

/** How many people picked each answer, for the dashboard. */
export async function getSurveySummary(dataSource: DataSource): Promise<SurveySummary> {
  // The answers are NOT NULL columns: the outer filter only says so to the type check, which loses it across UNION.
  const rows = await queryRows(
    dataSource,
    sql<{ question: string | null; value: string; count: number }>`SELECT question, value, count FROM (
          SELECT 'usage'::text AS question, usage::text AS value, count(*)::int AS count FROM survey_response GROUP BY usage
          UNION ALL SELECT 'challenge', challenge, count(*)::int FROM survey_response GROUP BY challenge
          UNION ALL SELECT 'improvement', improvement, count(*)::int FROM survey_response GROUP BY improvement) AS answers
        WHERE value IS NOT NULL
        ORDER BY 1, 3 DESC, 2`,
  );
  const total = await dataSource.getRepository(SurveyResponseEntity).count();
  const ids = ['usage', 'challenge', 'improvement'] as const;
  return {
    responses: total,
    questions: ids.map((id) => ({ id, answers: rows.filter((row) => row.question === id).map(({ value, count }) => ({ value, count })) })),
  };
}
