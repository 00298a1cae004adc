import { createLazyRoute } from '@tanstack/react-router';
import { ResultsPage } from '../features/quiz/results-page';

function ResultsPremiumPage() {
  const { sessionId } = Route.useParams();
  return <ResultsPage sessionId={sessionId} />;
}

export const Route = createLazyRoute('/results-premium/$sessionId')({ component: ResultsPremiumPage });
