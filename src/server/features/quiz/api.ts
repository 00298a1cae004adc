// What other features may use of stored quiz results.
import type { NoticedCache } from '../../db/noticed-cache.js';
import type { OutcomeSnapshot } from './outcomes/outcome-tallies.js';
import type { PublishedRules } from './rules/published-rules.js';

export { QuizResponseEntity } from './quiz-response.entity.js';
export { findQuizResultById } from './quiz.service.js';
export { type CurrentRecommendation, currentRecommendation, type ProfileAdjustment } from './current-recommendation.js';
export { outcomeLinks } from './outcomes/outcome-links.js';
/** How a stored result names skin types and concerns ('Oily', 'Breakouts & blemishes'). */
export { concernLabels, skinTypeLabels } from './engine/profile-labels.js';
export { recordSurveyOutcome } from './outcomes/outcomes.service.js';
/** A person's "is it working?" answers with their products' names (her profile and export). */
export { outcomeAnswersOfUser } from './outcomes/outcome-answer-sql.js';
/** Whether she bought a product (a store order line under her confirmed address), and whether it was recommended to her or bought. */
export { boughtProduct, recommendedOrBought } from './outcomes/proven-use.js';
/**
 * The statements other features run on quiz results. Offered to every feature's SQL: the views
 * quiz_results and quiz_session_sources (sql/quiz_results.sql, sql/quiz_session_sources.sql).
 */
export {
  deleteQuizResponsesOfUser,
  detachUnconfirmedQuizzes,
  quizAnswersOfUser,
  quizResultsOfUser,
  quizSessionOfResponse,
  takeOverQuizResponse,
} from './quiz-response-sql.js';

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /** The recommendation rules new quiz results use, kept while PostgreSQL reports changes (set by the quiz feature's start). */
    recommendationRules: NoticedCache<PublishedRules>;
    /** Every "is it working?" answer, counted per segment, kept while PostgreSQL reports changes (set by the quiz feature's start). */
    outcomes: NoticedCache<OutcomeSnapshot>;
  }
}
