import type { FullQuizAnswers } from '../../src/shared/quiz.js';
import { confirmAddress } from './confirm-address.js';
import { newSessionId, sensitiveBudgetAnswers } from './quiz-test-data.js';
import type { TestContext } from './test-app.js';

/** The two people the follow-up emails are checked for: the safety rules bind the first, not the second. */
export const sensitiveBeginnerAnswers: FullQuizAnswers = { ...sensitiveBudgetAnswers, question_7: 'balanced', question_8: 'moderate' };
export const advancedOilyAnswers: FullQuizAnswers = {
  question_1: 'clear',
  question_2: 'confident',
  question_3: 'texture',
  question_4: 'advanced',
  question_5: 'daily',
  question_6: 'none',
  question_7: 'luxurious',
  question_8: 'premium',
};

/** Strong actives, by the words a guide or a product name would use for them. */
export const STRONG_ACTIVE_WORDS = /retino|retinal|exfoliat|\bAHA\b|\bBHA\b|glycolic|salicylic|lactic|peel/i;

/** Takes the quiz, leaves the address (with consent) and confirms it: the person the emails are for. */
export async function confirmedPerson(t: TestContext, email: string, answers: FullQuizAnswers, firstName = 'Fay') {
  const sessionId = newSessionId();
  const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: answers, userId: null });
  await t.caller.users.create({ email, firstName, quizResponseId, sessionId, consent: true, wantsCyclingGuide: true });
  const confirmed = await confirmAddress(t, email);
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { sessionId, quizResponseId };
}
