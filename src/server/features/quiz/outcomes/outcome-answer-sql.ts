// The statements other features run on "is it working?" answers (a person's profile and export),
// written here beside the table.
import type { StoredOutcomeAnswer } from '../../../../shared/people.js';
import { sql } from '../../../db/sql.js';

/** Her answers, newest first, each with its product's name (the catalogue's product_names). */
export const outcomeAnswersOfUser = (userId: number) =>
  sql<{ productId: number; productName: string; answer: StoredOutcomeAnswer; answeredAt: Date }>`SELECT a."productId", p.name AS "productName", a.answer, a."answeredAt"
       FROM outcome_answer a JOIN product_names p ON p.id = a."productId" WHERE a."userId" = ${userId} ORDER BY a."answeredAt" DESC, a."productId"`;
