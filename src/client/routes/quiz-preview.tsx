import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/quiz-preview')({
  component: () => <ComingSoon title="Quick Preview Quiz" />,
});
