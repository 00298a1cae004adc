import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import type { EmailCaptureForm as FormValues } from '../../../shared/users';
import { QUIZ_RESULTS_KEY, saveQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { EmailCaptureForm } from './email-capture-form';
import { ProcessingScreen } from './processing-screen';
import { QuestionStep } from './question-step';
import { SocialProofInterstitial } from './social-proof-interstitial';
import { useFullQuiz } from './use-full-quiz';
import { useQuizStart } from './use-quiz-start';
import { showToast } from '../../lib/toast';
import { asksForHumanCheck, useHumanCheck } from '../../components/human-check/human-check';

/** The 8-question quiz, from the first question to the results page. */
export function FullQuiz() {
  const quiz = useFullQuiz();
  const { sessionId, answers, step, phase, resumed } = quiz.state;
  useQuizStart(sessionId);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const submitQuiz = trpc.quiz.submit.useMutation();
  const createUser = trpc.users.create.useMutation({ onSuccess: () => humanCheck.done(), onError: (error) => humanCheck.ask(error) });
  const lastValues = useRef<FormValues | null>(null);

  const submit = async (values: FormValues, altcha?: string) => {
    lastValues.current = values;
    try {
      // A retry after a failed email step gets the same stored result back.
      const result = await submitQuiz.mutateAsync({ sessionId, responses: answers, userId: null });
      const { user } = await createUser.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        wantsCyclingGuide: values.wantsCyclingGuide,
        consent: values.consent,
        quizResponseId: result.quizResponseId,
        // Proves this browser took the quiz: response ids are sequential, the session id is secret.
        sessionId,
        ...(altcha ? { altcha } : {}),
      });
      saveQuizResults(QUIZ_RESULTS_KEY, { ...result, emailSentTo: user.email });
      utils.quiz.results.setData({ sessionId }, result);
      quiz.finish();
      showToast('Quiz completed!', 'Check your email for personalized results and beauty tips.');
      await navigate({ to: '/results-premium/$sessionId', params: { sessionId } });
    } catch (error) {
      // The form shows the check instead (see createUser's onError).
      if (asksForHumanCheck(error)) return;
      showToast('Error', 'There was a problem submitting your quiz. Please try again.', 'destructive');
    }
  };

  // Past the connection's soft mail limit, the same submit again with a solved check.
  const humanCheck = useHumanCheck((altcha) => {
    if (lastValues.current) void submit(lastValues.current, altcha);
  });

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      {resumed && phase === 'question' && (
        <Alert color="pink" variant="light" mb="lg" title="Welcome back!">
          <Text size="sm">
            We kept your answers, so you can carry on where you left off.{' '}
            <Anchor component="button" type="button" size="sm" onClick={quiz.startOver} c="pink.9" fw={600}>
              Start over
            </Anchor>
          </Text>
        </Alert>
      )}
      {phase === 'question' && (
        <QuestionStep
          question={quiz.question}
          step={step}
          total={quiz.total}
          answer={quiz.answer}
          isLast={quiz.isLast}
          onSelect={quiz.select}
          onNext={quiz.next}
          onBack={quiz.back}
        />
      )}
      {phase === 'interstitial' && <SocialProofInterstitial />}
      {phase === 'processing' && <ProcessingScreen onDone={quiz.showEmailForm} />}
      {phase === 'email' && <EmailCaptureForm pending={submitQuiz.isPending || createUser.isPending} onSubmit={(values) => void submit(values)} humanCheck={humanCheck.element} />}
    </Container>
  );
}
