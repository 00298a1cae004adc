/** What a quiz-submit load sends: a new session with random valid answers, from a new visitor. */
import { randomBytes } from 'node:crypto';
import { FULL_SESSION_PREFIX, fullQuizQuestions, type QuizQuestion } from '../../src/shared/quiz.js';

const questions: readonly QuizQuestion[] = fullQuizQuestions;
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

let submitted = 0;
const runTag = randomBytes(4).toString('hex');

/** A full-quiz submit with a session id no other request uses and random valid answers. */
export function quizSubmitBody(): string {
  submitted += 1;
  const sessionId = `${FULL_SESSION_PREFIX}${Date.now()}_${runTag}${submitted.toString(36).padStart(8, '0')}`;
  const responses = Object.fromEntries(questions.map((question) => [question.id, pick(question.options).value]));
  return JSON.stringify({ sessionId, responses });
}

/**
 * The address of visitor number n (X-Forwarded-For; the app under test trusts its proxy header):
 * new quiz sessions are limited per address, and the load stands for many visitors.
 */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
