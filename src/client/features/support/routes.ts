import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead } from '../../route-helpers';

// Waits for the contact details, so the page never shows other ones first (a failed fetch shows the defaults).
const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  staticData: { module: 'support' },
  loader: ({ context }) => context.trpcUtils.storeSettings.public.ensureData().catch(() => undefined),
  head: fixedHead({ title: 'Help and support', description: 'Contact your representative, and how orders, shipping and returns work.', canonicalPath: '/support' }),
}).lazy(() => import('../../routes/support').then((m) => m.Route));

export const supportRoutes = [supportRoute] as const;
