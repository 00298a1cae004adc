import { composedStatement, queryRows, sql, type Database } from '../../../db/sql.js';
import { EMAIL_ROWS_SQL } from '../../users/api.js';

/**
 * Whether she has a store order line of the product under her confirmed address (the
 * `outcome_bought` function, `quiz/sql/outcome_bought.sql`, the same rule the answers' weights
 * follow).
 */
export async function boughtProduct(manager: Database, userId: number, productId: number): Promise<boolean> {
  const [row] = await queryRows(manager, sql<{ bought: unknown | null }>`SELECT outcome_bought(${userId}, ${productId}) AS bought`);
  return row?.bought === true;
}

/**
 * Whether a question about the product is hers to answer: it was among the picks of one of her
 * quiz results, or she bought it.
 */
export async function recommendedOrBought(manager: Database, userId: number, productId: number): Promise<boolean> {
  // Composed: her latest quiz is named by her email row, the users feature's.
  const [row] = await queryRows(
    manager,
    composedStatement<{ allowed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM quiz_response r, jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
                       WHERE r."userId" = $1 AND (pick ->> 'productId')::int = $2)
           OR EXISTS (SELECT 1 FROM ${EMAIL_ROWS_SQL} u JOIN quiz_response r ON r.id = u."latestQuizResponseId", jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
                       WHERE u.id = $1 AND (pick ->> 'productId')::int = $2)
           OR outcome_bought($1, $2) AS allowed`,
      [userId, productId],
    ),
  );
  return row?.allowed === true;
}
