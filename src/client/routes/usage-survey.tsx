import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/usage-quiz/$userId/$productId')({
  component: () => <ComingSoon title="Quick Usage Survey" />,
});
