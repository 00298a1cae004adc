import { createLazyRoute } from '@tanstack/react-router';
import { CartProductActions } from '../features/cart/cart-product-actions';
import { PreviewQuiz } from '../features/quiz/preview-quiz';
import { SharedPreviewResults } from '../features/quiz/shared-preview-results';

function QuizPreviewPage() {
  const { result } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once shown, the results get their own address (kept on reload, and shareable).
  return (
    <CartProductActions>
      {result ? <SharedPreviewResults sessionId={result} /> : <PreviewQuiz onResults={(sessionId) => void navigate({ search: { result: sessionId }, replace: true })} />}
    </CartProductActions>
  );
}

export const Route = createLazyRoute('/quiz-preview')({ component: QuizPreviewPage });
