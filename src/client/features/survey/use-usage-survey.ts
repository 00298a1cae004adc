import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buildSurveyPayload, SURVEY_REDIRECT_DELAY_MS, SURVEY_STEP_DELAY_MS, SURVEY_THANKS, surveyQuestions } from '../../../shared/survey';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

type Answers = Parameters<typeof buildSurveyPayload>[2];

/** Steps, stored answers, the 0.5 s step delay, and the submit on the third answer (SPEC §4). */
export function useUsageSurvey(surveyToken: string, productId: number) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<Answers>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = trpc.survey.submit.useMutation({
    onSuccess: ({ recommendation }) => {
      showToast('Perfect!', SURVEY_THANKS[recommendation]);
      timer.current = setTimeout(() => void navigate({ to: '/' }), SURVEY_REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      console.error('Usage survey submit failed:', error.message);
      showToast('Error', 'There was a problem submitting your responses. Please try again.', 'destructive');
    },
  });

  function answer(value: string) {
    const question = surveyQuestions[step];
    if (!question || submit.isPending || submit.isSuccess) return;
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    clearTimeout(timer.current);
    if (step < surveyQuestions.length - 1) {
      timer.current = setTimeout(() => setStep(step + 1), SURVEY_STEP_DELAY_MS);
    } else {
      submit.mutate(buildSurveyPayload(surveyToken, productId, next as Answers));
    }
  }

  return {
    step,
    question: surveyQuestions[step]!,
    selected: answers[surveyQuestions[step]!.id],
    answer,
    analysing: submit.isPending,
    saved: submit.isSuccess,
  };
}
