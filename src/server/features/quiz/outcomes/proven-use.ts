import { queryRows, sql, type Database } from '../../../db/sql.js';

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
  // Her latest quiz is named by her email row (the users feature's email_rows).
  const [row] = await queryRows(
    manager,
    sql<{ allowed: boolean }>`SELECT EXISTS (SELECT 1 FROM quiz_response r, jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
                       WHERE r."userId" = ${userId} AND (pick ->> 'productId')::int = ${productId})
           OR EXISTS (SELECT 1 FROM email_rows u JOIN quiz_response r ON r.id = u."latestQuizResponseId", jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
                       WHERE u.id = ${userId} AND (pick ->> 'productId')::int = ${productId})
           OR outcome_bought(${userId}, ${productId}) AS allowed`,
  );
  return row?.allowed === true;
}
