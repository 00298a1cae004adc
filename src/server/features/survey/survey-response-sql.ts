// The statements other features run on usage survey answers (a person's profile and export),
// written here beside the table.
import type { SurveyChallenge, SurveyImprovement, SurveyUsage } from '../../../shared/survey.js';
import { composedStatement } from '../../db/sql.js';
import { PRODUCT_NAMES_SQL } from '../catalog/api.js';

/** Her survey answers, newest first, each with its product's name (composed: the name is the catalogue's). */
export const surveyAnswersOfUser = (userId: number) =>
  composedStatement<{ productId: number; productName: string; usage: SurveyUsage; challenge: SurveyChallenge; improvement: SurveyImprovement; budget: string; createdAt: Date }>(
    `SELECT s."productId", p.name AS "productName", s.usage, s.challenge, s.improvement, s.budget, s."createdAt"
       FROM survey_response s JOIN ${PRODUCT_NAMES_SQL} p ON p.id = s."productId" WHERE s."userId" = $1 ORDER BY s.id DESC`,
    [userId],
  );
