import { createLazyRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { PreviewQuiz } from '../features/quiz/preview-quiz';

function QuizPreviewPage() {
  usePageMeta('Quick Preview Quiz', 'Four questions, no email: a quick preview of your beauty match.');
  return <PreviewQuiz />;
}

export const Route = createLazyRoute('/quiz-preview')({ component: QuizPreviewPage });
