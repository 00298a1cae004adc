import { normaliseSource } from '../../../shared/visit-source.js';
import type { DataSource } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import type { QuizResult, QuizSubmitInput } from '../../../shared/quiz-api.js';
import type { SkinTypeValue } from '../../../shared/catalog.js';
import { isPreviewSession } from '../../../shared/quiz.js';
import { AppError } from '../../errors.js';
import { type CatalogSnapshot, publicProduct } from '../catalog/api.js';
import { evidenceFor } from './engine/outcome-learning.js';
import type { OutcomeSnapshot } from './outcomes/outcome-tallies.js';
import { socialProofLine } from './outcomes/social-proof.js';
import { profileOf } from './stored-profile.js';
import { recommend } from './engine/recommend.js';
import { QuizResponseEntity } from './quiz-response.entity.js';
import { quizResponseWriter } from './quiz-response-writes.js';
import { recordQuizStart } from './quiz-session-share.js';

const kindOf = (sessionId: string) => (isPreviewSession(sessionId) ? 'preview' : 'full');

/**
 * Records that a quiz page was opened. Idempotent: the session row is inserted once, and only
 * that first insert can count as a funnel start (see quiz-session-share.ts).
 */
export async function startQuiz(
  dataSource: DataSource,
  input: { sessionId: string; source?: string },
  clientAddress: string | undefined,
): Promise<{ sessionId: string; firstStart: boolean }> {
  const firstStart = await recordQuizStart(dataSource, {
    sessionId: input.sessionId,
    kind: kindOf(input.sessionId),
    clientKey: clientAddress || 'unknown',
    // A start that names no source (an API client, a browser without storage) is a direct visit.
    source: input.source ? normaliseSource(input.source) : 'direct',
  });
  return { sessionId: input.sessionId, firstStart };
}

type QuizDeps = Pick<AppDeps, 'dataSource' | 'catalog' | 'recommendationRules' | 'storeSettings' | 'outcomes'>;
type StoredResponse = Pick<QuizResponseEntity, 'id' | 'sessionId' | 'kind' | 'matchScore' | 'result'>;

/** A stored response as the API returns it, with the picks as current catalogue products and what people of her skin type say of them. */
function toQuizResult(catalogue: CatalogSnapshot, storeUrl: string, outcomes: OutcomeSnapshot, row: StoredResponse): QuizResult {
  const { routine, skinAnalysis, productMatches } = row.result;
  // The analysis names the skin type by its label ('Oily'), the value in capitals.
  const skinType = skinAnalysis.skinType.toLowerCase() as SkinTypeValue;
  const items = routine.picks.flatMap((pick) => {
    const product = catalogue.byId.get(pick.productId);
    if (!product) return [];
    const socialProof = socialProofLine(outcomes, skinType, product.id);
    return [{ ...publicProduct(product), reason: pick.reason, matchPercent: pick.matchPercent, ...(socialProof ? { socialProof } : {}) }];
  });
  return {
    quizResponseId: row.id,
    sessionId: row.sessionId,
    kind: row.kind,
    matchScore: row.matchScore,
    skinAnalysis,
    productRecommendations: [
      {
        category: routine.category,
        products: items.map((item) => item.name),
        description: routine.description,
        budgetTier: routine.budgetTier,
        routineLength: routine.routineLength,
        ...(routine.budgetNote ? { budgetNote: routine.budgetNote } : {}),
        items,
      },
    ],
    productMatches,
    shopUrl: storeUrl,
  };
}

// One writer per database: the submits of this process share its statements.
const writers = new WeakMap<DataSource, ReturnType<typeof quizResponseWriter>>();

function writerFor(dataSource: DataSource): ReturnType<typeof quizResponseWriter> {
  let writer = writers.get(dataSource);
  if (!writer) {
    writer = quizResponseWriter(dataSource);
    writers.set(dataSource, writer);
  }
  return writer;
}

function findResponse(dataSource: DataSource, sessionId: string): Promise<QuizResponseEntity | null> {
  return dataSource.getRepository(QuizResponseEntity).findOneBy({ sessionId });
}

/**
 * Scores the answers against the catalogue and stores the result once per session: a second
 * submit (a retry, a double click or a race) gets the stored result back. Results are never
 * refused; a session counts in the dashboard's completions only if it is counted (its start,
 * or its address's hourly share: quiz-session-share.ts), so a script cannot raise them.
 */
export async function submitQuiz(
  { dataSource, catalog, recommendationRules, storeSettings, outcomes }: QuizDeps,
  input: QuizSubmitInput,
  clientAddress: string | undefined,
): Promise<QuizResult> {
  const kind = kindOf(input.sessionId);
  const [catalogue, published, storeUrl, answers] = await Promise.all([catalog.current(), recommendationRules.current(), storeSettings.storeUrl(), outcomes.current()]);
  // The input schema has checked every answer against the questions of this session's kind.
  const profile = profileOf({ kind, responses: input.responses }, published.rules);
  const result = recommend(profile, catalogue.all, evidenceFor(answers.tallies, profile, input.sessionId));

  // Insert first (the common case is a new session); a session that already has a response keeps
  // it. One statement stores the response and its funnel event together, grouped with the
  // submits that arrive meanwhile: no transaction round trips, one commit for many.
  const insertedId = await writerFor(dataSource)({
    sessionId: input.sessionId,
    kind,
    responses: input.responses,
    result,
    matchScore: result.matchScore,
    ruleVersion: published.version,
    eventType: kind === 'preview' ? 'preview_completed' : 'quiz_completed',
    clientKey: clientAddress || 'unknown',
  });
  if (insertedId !== null) return toQuizResult(catalogue, storeUrl, answers, { id: insertedId, sessionId: input.sessionId, kind, matchScore: result.matchScore, result });
  const stored = await findResponse(dataSource, input.sessionId);
  if (!stored) throw new Error('quiz response vanished after a conflicting insert');
  return toQuizResult(catalogue, storeUrl, answers, stored);
}

/** A stored response with today's catalogue and storefront. */
async function currentQuizResult({ catalog, storeSettings, outcomes }: QuizDeps, row: StoredResponse): Promise<QuizResult> {
  const [catalogue, storeUrl, answers] = await Promise.all([catalog.current(), storeSettings.storeUrl(), outcomes.current()]);
  return toQuizResult(catalogue, storeUrl, answers, row);
}

export async function getQuizResults(deps: QuizDeps, input: { sessionId: string }): Promise<QuizResult> {
  const row = await findResponse(deps.dataSource, input.sessionId);
  if (!row) throw new AppError('NOT_FOUND', 'No quiz results for this session yet. Take the quiz to get yours.', 'sessionId');
  return currentQuizResult(deps, row);
}

/** A stored response by id, as the results page shows it (emails use it); null when there is none. */
export async function findQuizResultById(deps: QuizDeps, id: number): Promise<QuizResult | null> {
  const row = await deps.dataSource.getRepository(QuizResponseEntity).findOneBy({ id });
  return row ? currentQuizResult(deps, row) : null;
}
