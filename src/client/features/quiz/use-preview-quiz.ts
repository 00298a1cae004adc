import { useEffect, useRef, useState } from 'react';
import { previewQuizQuestions, QUIZ_TIMING } from '../../../shared/quiz';
import { PREVIEW_RESULTS_KEY, saveQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { createSessionId } from './quiz-storage';
import { useQuizStart } from './use-quiz-start';

export type PreviewPhase = 'question' | 'complete';

/** The 4-question preview: question by question, then 'Quiz Complete'; `onResults` gets the finished session. */
export function usePreviewQuiz(onResults: (sessionId: string) => void) {
  const [sessionId] = useState(() => createSessionId('preview'));
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<PreviewPhase>('question');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useQuizStart(sessionId);
  const submit = trpc.quiz.submit.useMutation({
    onSuccess: (data) => {
      saveQuizResults(PREVIEW_RESULTS_KEY, data);
      onResults(sessionId);
    },
  });

  const total = previewQuizQuestions.length;
  const question = previewQuizQuestions[step]!;

  const select = (value: string) => {
    setAnswers((current) => ({ ...current, [question.id]: value }));
    clearTimeout(timer.current);
    const from = step;
    timer.current = setTimeout(() => {
      if (from === total - 1) setPhase('complete');
      else setStep(from + 1);
    }, QUIZ_TIMING.autoAdvanceMs);
  };

  const previous = () => {
    clearTimeout(timer.current);
    submit.reset();
    if (phase === 'complete') setPhase('question');
    else setStep((current) => Math.max(0, current - 1));
  };

  const showResults = () => submit.mutate({ sessionId, responses: answers, userId: null });

  return { step, total, question, answer: answers[question.id], phase, select, previous, showResults, pending: submit.isPending, failed: submit.isError };
}
