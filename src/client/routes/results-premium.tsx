import { createLazyRoute } from '@tanstack/react-router';
import { CartProductActions } from '../features/cart/cart-product-actions';
import { ResultsPage } from '../features/quiz/results-page';

function ResultsPremiumPage() {
  const { sessionId } = Route.useParams();
  return (
    <CartProductActions>
      <ResultsPage sessionId={sessionId} />
    </CartProductActions>
  );
}

export const Route = createLazyRoute('/results-premium/$sessionId')({ component: ResultsPremiumPage });
