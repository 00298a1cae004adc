import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/learning-hub/$slug')({
  component: () => <ComingSoon title="Article" />,
});
