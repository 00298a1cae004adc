import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/results-premium/$sessionId')({
  component: () => <ComingSoon title="Your Results" />,
});
