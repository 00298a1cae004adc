import { useCallback, useEffect, useRef, useState } from 'react';
import { FULL_SESSION_PREFIX, fullQuizQuestions, QUIZ_TIMING } from '../../../shared/quiz';
import { clearQuizProgress, createSessionId, loadQuizProgress, saveQuizProgress } from './quiz-storage';
import { showToast, withdrawToast } from '../../lib/toast';

export type FullQuizPhase = 'question' | 'interstitial' | 'processing' | 'email';

interface FullQuizState {
  sessionId: string;
  answers: Record<string, string>;
  step: number;
  phase: FullQuizPhase;
  /** True when the answers came back from an earlier visit. */
  resumed: boolean;
}

const lastStep = fullQuizQuestions.length - 1;

/** Saved answers that still match a question and one of its options (storage can be edited). */
function validAnswers(saved: Record<string, unknown>): Record<string, string> {
  const entries = fullQuizQuestions.flatMap((question) => {
    const value = saved[question.id];
    return question.options.some((option) => option.value === value) ? [[question.id, value as string] as const] : [];
  });
  return Object.fromEntries(entries);
}

function initialState(): FullQuizState {
  const saved = loadQuizProgress();
  if (saved?.sessionId.startsWith(FULL_SESSION_PREFIX)) {
    const answers = validAnswers(saved.answers);
    // Never resume past the first unanswered question.
    const firstGap = fullQuizQuestions.findIndex((question) => !(question.id in answers));
    const step = Math.min(Math.max(0, Math.trunc(saved.step)), firstGap === -1 ? lastStep : firstGap);
    return { sessionId: saved.sessionId, answers, step, phase: 'question', resumed: Object.keys(answers).length > 0 };
  }
  return { sessionId: createSessionId('full'), answers: {}, step: 0, phase: 'question', resumed: false };
}

const SELECT_ANSWER = 'Please select an answer';

export function showSelectAnswerToast(): void {
  showToast(SELECT_ANSWER, 'Choose an option to continue with the quiz.');
}

/**
 * The full quiz's state machine (SPEC §4): questions with auto-advance, the interstitial after
 * question 3, processing, then the email form. Answers and the current step are saved as they
 * change so a reload resumes.
 */
export function useFullQuiz() {
  const [state, setState] = useState(initialState);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const finished = useRef(false);

  const stopTimer = () => clearTimeout(timer.current);
  useEffect(() => stopTimer, []);

  useEffect(() => {
    if (!finished.current) saveQuizProgress({ sessionId: state.sessionId, answers: state.answers, step: state.step });
  }, [state.sessionId, state.answers, state.step]);

  const advanceFrom = useCallback((step: number) => {
    stopTimer();
    const next = step + 1;
    if (next === QUIZ_TIMING.interstitialAfterQuestion) {
      setState((current) => ({ ...current, step: next, phase: 'interstitial' }));
      timer.current = setTimeout(() => setState((current) => ({ ...current, phase: 'question' })), QUIZ_TIMING.interstitialMs);
    } else {
      setState((current) => ({ ...current, step: Math.min(next, lastStep), phase: 'question' }));
    }
  }, []);

  const question = fullQuizQuestions[state.step]!;
  const answer = state.answers[question.id];
  // The reminder is about one question left unanswered: it goes once that changes.
  useEffect(() => withdrawToast(SELECT_ANSWER), [state.step, state.phase, answer]);

  const select = (value: string) => {
    const step = state.step;
    setState((current) => ({ ...current, answers: { ...current.answers, [question.id]: value } }));
    stopTimer();
    // The last question waits for 'Get My Results'.
    if (step < lastStep) timer.current = setTimeout(() => advanceFrom(step), QUIZ_TIMING.autoAdvanceMs);
  };

  const next = () => {
    if (!answer) return showSelectAnswerToast();
    if (state.step === lastStep) {
      stopTimer();
      setState((current) => ({ ...current, phase: 'processing' }));
    } else {
      advanceFrom(state.step);
    }
  };

  const back = () => {
    stopTimer();
    setState((current) => ({ ...current, step: Math.max(0, current.step - 1), phase: 'question' }));
  };

  const startOver = () => {
    stopTimer();
    setState({ sessionId: createSessionId('full'), answers: {}, step: 0, phase: 'question', resumed: false });
  };

  const showEmailForm = useCallback(() => setState((current) => ({ ...current, phase: 'email' })), []);

  /** After a successful submit: nothing left to resume. */
  const finish = () => {
    finished.current = true;
    stopTimer();
    clearQuizProgress();
  };

  return { state, question, answer, isLast: state.step === lastStep, total: fullQuizQuestions.length, select, next, back, startOver, showEmailForm, finish };
}
