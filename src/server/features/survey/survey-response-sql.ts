// The statements other features run on usage survey answers (a person's profile and export),
// written here beside the table.
import type { SurveyChallenge, SurveyImprovement, SurveyUsage } from '../../../shared/survey.js';
import { sql } from '../../db/sql.js';

/** Her survey answers, newest first, each with its product's name (the catalogue's product_names). */
export const surveyAnswersOfUser = (userId: number) =>
  sql<{ productId: number; productName: string; usage: SurveyUsage; challenge: SurveyChallenge; improvement: SurveyImprovement; budget: string; createdAt: Date }>`SELECT s."productId", p.name AS "productName", s.usage, s.challenge, s.improvement, s.budget, s."createdAt"
       FROM survey_response s JOIN product_names p ON p.id = s."productId" WHERE s."userId" = ${userId} ORDER BY s.id DESC`;
