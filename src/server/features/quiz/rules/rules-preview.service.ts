import type { AppDeps } from '../../../core/app-deps.js';
import type { FullQuizAnswers, PreviewQuizAnswers, QuizAnswers, QuizKind } from '../../../../shared/quiz.js';
import type { EditedRules, RecommendationRules, RulesPreview, RulesPreviewExample } from '../../../../shared/recommendation-rules.js';
import type { CatalogProduct } from '../../catalog/api.js';
import type { RecommendationResult } from '../engine/engine-types.js';
import { profileFromFullAnswers } from '../engine/full-profile.js';
import { profileFromPreviewAnswers } from '../engine/preview-profile.js';
import { recommend } from '../engine/recommend.js';
import { completeRules } from './complete-rules.js';
import { queryRows, sql } from '../../../db/sql.js';

const MAX_EXAMPLES = 6;

function resultUnder(rules: RecommendationRules, kind: QuizKind, responses: QuizAnswers, catalogue: readonly CatalogProduct[]): RecommendationResult {
  const profile =
    kind === 'preview' ? profileFromPreviewAnswers(responses as PreviewQuizAnswers, rules) : profileFromFullAnswers(responses as FullQuizAnswers, rules);
  return recommend(profile, catalogue);
}

const planOf = (result: RecommendationResult) => result.routine.picks.map((pick) => pick.productId).join(',');

/**
 * Runs the given rules over the latest real quiz responses and compares each result with the
 * published rules' on today's catalogue (like with like: the stored results may predate catalogue
 * changes). Reads only; nothing is stored.
 */
export async function previewRules(
  deps: Pick<AppDeps, 'dataSource' | 'catalog' | 'recommendationRules'>,
  input: { rules: EditedRules; responses: number },
): Promise<RulesPreview> {
  const rules = completeRules(input.rules);
  const [rows, catalogue, published] = await Promise.all([
    queryRows(deps.dataSource, sql<{ id: number; kind: QuizKind; responses: QuizAnswers }>`SELECT id, kind, responses FROM quiz_response ORDER BY id DESC LIMIT ${input.responses}`),
    deps.catalog.current(),
    deps.recommendationRules.current(),
  ]);
  const names = (result: RecommendationResult) => result.routine.picks.map((pick) => catalogue.byId.get(pick.productId)?.name ?? `#${pick.productId}`);
  let changed = 0;
  const examples: RulesPreviewExample[] = [];
  for (const row of rows) {
    const before = resultUnder(published.rules, row.kind, row.responses, catalogue.all);
    const after = resultUnder(rules, row.kind, row.responses, catalogue.all);
    if (planOf(before) === planOf(after)) continue;
    changed += 1;
    if (examples.length < MAX_EXAMPLES) {
      examples.push({
        quizResponseId: row.id,
        kind: row.kind,
        before: { names: names(before), matchScore: before.matchScore },
        after: { names: names(after), matchScore: after.matchScore },
      });
    }
  }
  return { compared: rows.length, changed, examples };
}
