import type { FullQuizAnswers, PreviewQuizAnswers } from '../../../shared/quiz.js';
import type { RecommendationRules } from '../../../shared/recommendation-rules.js';
import type { VisitorProfile } from './engine/engine-types.js';
import { profileFromFullAnswers } from './engine/full-profile.js';
import { profileFromPreviewAnswers } from './engine/preview-profile.js';

/** The engine profile of a quiz's answers, whichever quiz it was (the answers were checked when they arrived). */
export function profileOf({ kind, responses }: { kind: 'full' | 'preview'; responses: Record<string, string> }, rules: RecommendationRules): VisitorProfile {
  return kind === 'preview'
    ? profileFromPreviewAnswers(responses as unknown as PreviewQuizAnswers, rules)
    : profileFromFullAnswers(responses as unknown as FullQuizAnswers, rules);
}
