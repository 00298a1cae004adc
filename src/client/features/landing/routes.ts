import { createRoute } from '@tanstack/react-router';
import { shopperSettingDefaults } from '../../../shared/shopper-settings';
import { siteJsonLd } from '../../../shared/site-json-ld';
import { pageHead } from '../../page-head';
import { rootRoute } from '../../root-route';
import { onServer, siteUrlOf } from '../../route-helpers';

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { module: 'landing' },
  // The free-shipping threshold is drawn with the page; the contact details go in its structured data.
  loader: async ({ context }) => {
    const settings = await context.trpcUtils.storeSettings.public.ensureData().catch(() => shopperSettingDefaults);
    return { jsonLd: onServer ? siteJsonLd(context.siteUrl ?? '', settings) : [] };
  },
  head: ({ matches, loaderData }) => pageHead({ canonicalPath: '/', jsonLd: loaderData?.jsonLd }, siteUrlOf(matches)),
}).lazy(() => import('../../routes/landing').then((m) => m.Route));

export const landingRoutes = [landingRoute] as const;
