import type { EntityManager } from 'typeorm';
import { OUTCOME_NOT_TRIED, type OutcomeChoice, type OutcomeView } from '../../../../shared/outcomes.js';
import type { QuizAnswers, QuizKind } from '../../../../shared/quiz.js';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { transactionChanging } from '../../../db/transaction-changing.js';
import { AppError } from '../../../errors.js';
import { segmentOf } from '../engine/outcome-learning.js';
import { profileOf } from '../stored-profile.js';
import { readOutcomeToken } from './outcome-links.js';
import { boughtProduct } from './proven-use.js';
import { execute, queryRows, sql, type Database } from '../../../db/sql.js';
import type { StoredOutcomeAnswer } from '../../../../shared/people.js';

type OutcomeDeps = Pick<AppDeps, 'dataSource' | 'mail' | 'catalog' | 'recommendationRules' | 'outcomes'>;

const LINK_BROKEN = 'This link is incomplete or was changed. Open it again from your email.';
const GONE = 'This question is no longer on file: the product or your details were removed.';

/** The person and product of a link, or a 400 naming the token when we did not sign it. */
function linkOf(deps: OutcomeDeps, token: string): { userId: number; productId: number } {
  const link = readOutcomeToken(deps.mail.signer, token);
  if (!link) throw new AppError('BAD_REQUEST', LINK_BROKEN, 'token');
  return link;
}

async function productNameOf(deps: OutcomeDeps, productId: number): Promise<string> {
  const product = (await deps.catalog.current()).byId.get(productId);
  if (!product) throw new AppError('NOT_FOUND', GONE, 'token');
  return product.name;
}

/** Her answer on file and whether she bought the product; a 404 naming the token when she is gone. */
async function answerOnFile(manager: Database, userId: number, productId: number): Promise<Omit<OutcomeView, 'productName'>> {
  // Whether she is still known is her email row's (the users feature's email_rows).
  const [row] = await queryRows(
    manager,
    sql<{ known: boolean; answer: StoredOutcomeAnswer | null; bought: unknown | null }>`SELECT EXISTS (SELECT 1 FROM email_rows u WHERE u."id" = ${userId}) AS known,
              (SELECT "answer" FROM "outcome_answer" WHERE "userId" = ${userId} AND "productId" = ${productId}) AS answer,
              outcome_bought(${userId}, ${productId}) AS bought`,
  );
  if (!row?.known) throw new AppError('NOT_FOUND', GONE, 'token');
  // A survey's "not seeing results" is not one of the answers she can pick: show none.
  const answer = row.answer === 'works' || row.answer === 'early' || row.answer === 'not_for_me' ? row.answer : null;
  return { answer, offersNotTried: !row.bought };
}

/** What the outcome page shows when it opens: the product, the answer on file, whether "Haven't tried it yet" is offered. Records nothing. */
export async function readOutcome(deps: OutcomeDeps, token: string): Promise<OutcomeView> {
  const { userId, productId } = linkOf(deps, token);
  const productName = await productNameOf(deps, productId);
  return { productName, ...(await answerOnFile(deps.dataSource, userId, productId)) };
}

/** The segment her latest quiz puts her in, under the given rules; null when she has no quiz on file. */
async function segmentOfPerson(manager: EntityManager, userId: number, rules: RecommendationRules): Promise<string | null> {
  // Her latest quiz is named by her email row (the users feature's email_rows).
  const [row] = await queryRows(
    manager,
    sql<{ kind: QuizKind; responses: QuizAnswers }>`SELECT q."kind", q."responses" FROM email_rows u JOIN "quiz_response" q ON q."id" = u."latestQuizResponseId" WHERE u."id" = ${userId}`,
  );
  return row ? segmentOf(profileOf(row, rules)) : null;
}

/**
 * Records her answer about the product (one per person and product: answering again changes
 * it). The segment's counts move in the same transaction (a trigger weighs it: in full when she
 * bought the product, as a weak signal otherwise), and this process's copy of them is dropped at
 * once, so the next quiz here weighs the answer. "Haven't tried it yet" records nothing and
 * leaves an earlier answer as it is.
 */
export async function recordOutcome(deps: OutcomeDeps, input: { token: string; answer: OutcomeChoice }): Promise<OutcomeView> {
  const { userId, productId } = linkOf(deps, input.token);
  const productName = await productNameOf(deps, productId);
  const { answer } = input;
  if (answer === OUTCOME_NOT_TRIED) return { productName, ...(await answerOnFile(deps.dataSource, userId, productId)) };
  // Read before the transaction: a cache may read the database on a connection of its own.
  const { rules } = await deps.recommendationRules.current();
  return transactionChanging(deps.dataSource, [deps.outcomes], async (manager) => {
    const segment = await segmentOfPerson(manager, userId, rules);
    if (segment === null) throw new AppError('NOT_FOUND', GONE, 'token');
    await execute(manager, sql`INSERT INTO "outcome_answer" ("userId", "productId", "segment", "answer") VALUES (${userId}, ${productId}, ${segment}, ${answer})
       ON CONFLICT ("userId", "productId") DO UPDATE SET "segment" = EXCLUDED."segment", "answer" = EXCLUDED."answer", "answeredAt" = now()
       WHERE ("outcome_answer"."segment", "outcome_answer"."answer") IS DISTINCT FROM (EXCLUDED."segment", EXCLUDED."answer")`);
    return { productName, answer, offersNotTried: !(await boughtProduct(manager, userId, productId)) };
  });
}

/**
 * The usage survey's "not seeing results": a weak "not yet" for the product, unless she has
 * answered the question itself (her own answer wins). Any other challenge withdraws it. Runs
 * in the survey's own transaction, with the published rules read before it.
 */
export async function recordSurveyOutcome(manager: EntityManager, rules: RecommendationRules, userId: number, productId: number, notSeeingResults: boolean): Promise<void> {
  if (!notSeeingResults) {
    await execute(manager, sql`DELETE FROM "outcome_answer" WHERE "userId" = ${userId} AND "productId" = ${productId} AND "answer" = 'not_yet'`);
    return;
  }
  const segment = await segmentOfPerson(manager, userId, rules);
  if (segment === null) return;
  await execute(manager, sql`INSERT INTO "outcome_answer" ("userId", "productId", "segment", "answer") VALUES (${userId}, ${productId}, ${segment}, 'not_yet') ON CONFLICT ("userId", "productId") DO NOTHING`);
}
