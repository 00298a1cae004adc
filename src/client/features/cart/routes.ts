import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead, personalPage } from '../../route-helpers';

// The free-shipping threshold comes with the screen's code; until it arrives the default stands in.
const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  staticData: { module: 'cart' },
  ...personalPage,
  loader: ({ context }) => void context.trpcUtils.storeSettings.public.prefetch(),
  head: fixedHead({ title: 'Your Cart', noindex: true }),
}).lazy(() => import('../../routes/cart').then((m) => m.Route));

export const cartRoutes = [cartRoute] as const;
