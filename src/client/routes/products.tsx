import { createLazyRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createLazyRoute('/products')({
  component: () => <ComingSoon title="Products" />,
});
