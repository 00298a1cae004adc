import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/loyalty')({
  component: () => <ComingSoon title="Loyalty Rewards" />,
});
