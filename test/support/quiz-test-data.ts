import { randomBytes } from 'node:crypto';
import type { FullQuizAnswers, PreviewQuizAnswers } from '../../src/shared/quiz.js';

/** A session id in the format the quiz pages make. */
export function newSessionId(prefix: 'session' | 'preview' = 'session'): string {
  return `${prefix}_${Date.now()}_${randomBytes(6).toString('hex')}`;
}

export const sensitiveBudgetAnswers: FullQuizAnswers = {
  question_1: 'glow',
  question_2: 'somewhat_agree',
  question_3: 'compliments',
  question_4: 'beginner',
  question_5: 'daily',
  question_6: 'sensitive',
  question_7: 'rushed',
  question_8: 'budget',
};

export const acneModerateAnswers: FullQuizAnswers = {
  question_1: 'clear',
  question_2: 'neutral',
  question_3: 'texture',
  question_4: 'intermediate',
  question_5: 'work',
  question_6: 'acne_prone',
  question_7: 'balanced',
  question_8: 'moderate',
};

export const previewAnswers: PreviewQuizAnswers = { skinGoal: 'confidence', skinConcern: 'dryness', budget: '75_150', lifestyle: 'some_time' };
