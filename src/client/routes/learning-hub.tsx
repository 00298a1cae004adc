import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/learning-hub')({
  component: () => <ComingSoon title="Learning Hub" />,
});
