import type { EntityManager } from 'typeorm';

/**
 * Whether she has a store order line of the product under her confirmed address (the
 * `outcome_bought` function, `quiz/sql/outcome_bought.sql`, the same rule the answers' weights
 * follow).
 */
export async function boughtProduct(manager: Pick<EntityManager, 'query'>, userId: number, productId: number): Promise<boolean> {
  const [row] = await manager.query<{ bought: boolean }[]>(`SELECT outcome_bought($1, $2) AS bought`, [userId, productId]);
  return row?.bought === true;
}

/**
 * Whether a question about the product is hers to answer: it was among the picks of one of her
 * quiz results, or she bought it.
 */
export async function recommendedOrBought(manager: Pick<EntityManager, 'query'>, userId: number, productId: number): Promise<boolean> {
  const [row] = await manager.query<{ allowed: boolean }[]>(
    // Each EXISTS probes an index: her quizzes by "userId", and the latest one by its id.
    `SELECT EXISTS (SELECT 1 FROM quiz_response r, jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
                     WHERE r."userId" = $1 AND (pick ->> 'productId')::int = $2)
         OR EXISTS (SELECT 1 FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId", jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
                     WHERE u.id = $1 AND (pick ->> 'productId')::int = $2)
         OR outcome_bought($1, $2) AS allowed`,
    [userId, productId],
  );
  return row?.allowed === true;
}
