import { createLazyRoute } from '@tanstack/react-router';
import { FullQuiz } from '../features/quiz/full-quiz';

function QuizPage() {
  return <FullQuiz />;
}

export const Route = createLazyRoute('/quiz')({ component: QuizPage });
