import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead, onServer } from '../../route-helpers';

/**
 * The overview: the one back-office screen the server draws, for the signed-in representative
 * only (personal: drawn per request, never kept). Its "What waits" figures come with the page, so
 * a phone shows them at once; the rest of the screen loads in the browser as on the others.
 */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { module: 'dashboard', personal: true },
  loader: async ({ context }) => {
    if (!onServer) return;
    const session = await context.trpcUtils.rep.session.ensureData().catch(() => null);
    if (session?.signedIn) await context.trpcUtils.digest.waiting.prefetch();
  },
  head: fixedHead({ title: 'Dashboard', noindex: true }),
}).lazy(() => import('../../routes/dashboard').then((m) => m.Route));

export const dashboardRoutes = [dashboardRoute] as const;
