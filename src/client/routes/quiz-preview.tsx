import { createLazyRoute } from '@tanstack/react-router';
import { PreviewQuiz } from '../features/quiz/preview-quiz';
import { SharedPreviewResults } from '../features/quiz/shared-preview-results';

function QuizPreviewPage() {
  const { result } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (result) return <SharedPreviewResults sessionId={result} />;
  // Once shown, the results get their own address (kept on reload, and shareable).
  return <PreviewQuiz onResults={(sessionId) => void navigate({ search: { result: sessionId }, replace: true })} />;
}

export const Route = createLazyRoute('/quiz-preview')({ component: QuizPreviewPage });
