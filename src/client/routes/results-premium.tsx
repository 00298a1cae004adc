import { createLazyRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { ResultsPage } from '../features/quiz/results-page';

function ResultsPremiumPage() {
  const { sessionId } = Route.useParams();
  usePageMeta('Your Results', 'Your personalised skin analysis, match score and product recommendations.');
  return <ResultsPage sessionId={sessionId} />;
}

export const Route = createLazyRoute('/results-premium/$sessionId')({ component: ResultsPremiumPage });
