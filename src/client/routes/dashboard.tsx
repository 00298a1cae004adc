import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/dashboard')({
  component: () => <ComingSoon title="Dashboard" />,
});
