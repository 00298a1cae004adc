import { createLazyRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { FullQuiz } from '../features/quiz/full-quiz';

function QuizPage() {
  usePageMeta('Beauty Quiz', 'Answer 8 quick questions for your personalised skin analysis and product matches.');
  return <FullQuiz />;
}

export const Route = createLazyRoute('/quiz')({ component: QuizPage });
