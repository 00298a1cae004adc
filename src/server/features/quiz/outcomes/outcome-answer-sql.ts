// The statements other features run on "is it working?" answers (a person's profile and export),
// written here beside the table.
import type { StoredOutcomeAnswer } from '../../../../shared/people.js';
import { composedStatement } from '../../../db/sql.js';
import { PRODUCT_NAMES_SQL } from '../../catalog/api.js';

/** Her answers, newest first, each with its product's name (composed: the name is the catalogue's). */
export const outcomeAnswersOfUser = (userId: number) =>
  composedStatement<{ productId: number; productName: string; answer: StoredOutcomeAnswer; answeredAt: Date }>(
    `SELECT a."productId", p.name AS "productName", a.answer, a."answeredAt"
       FROM outcome_answer a JOIN ${PRODUCT_NAMES_SQL} p ON p.id = a."productId" WHERE a."userId" = $1 ORDER BY a."answeredAt" DESC, a."productId"`,
    [userId],
  );
