import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead, personalPage, stringParam } from '../../route-helpers';

const myDataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-data',
  staticData: { module: 'my-data' },
  ...personalPage,
  // The router reads a search value that looks like a number (the expiry) as one: back to text.
  validateSearch: (search: Record<string, unknown>): { p?: string; a?: string; x?: string; s?: string } => ({
    p: stringParam(search.p),
    a: stringParam(search.a),
    x: typeof search.x === 'number' ? String(search.x) : stringParam(search.x),
    s: stringParam(search.s),
  }),
  head: fixedHead({ title: 'Your data', noindex: true }),
}).lazy(() => import('../../routes/my-data').then((m) => m.Route));

export const myDataRoutes = [myDataRoute] as const;
