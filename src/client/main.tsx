import '@mantine/core/styles.css';
// The theme's CSS variables, made at build time (scripts/theme-stylesheet-plugin.ts): after Mantine's defaults, which they override.
import 'virtual:theme.css';
import './styles/global.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import type { RouterContext } from './root-route';
import { createAppRouter } from './router';
import { createQueryClient, createTrpcClient, createTrpcUtils } from './trpc';

// Where this visit came from: read now, before any navigation; classified by a module loaded
// beside the page's own (its table of sources is not needed to draw the first screen).
const firstPage = { search: window.location.search, referrer: document.referrer, host: window.location.hostname };
void import('./lib/visit-source').then(({ rememberVisitSource }) => rememberVisitSource(firstPage));
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const context: RouterContext = { queryClient, trpcClient, trpcUtils: createTrpcUtils(queryClient, trpcClient) };
const router = createAppRouter(context);

// The server drew the whole document with the data it came with (router.tsx, dehydrate/hydrate):
// React attaches to that markup instead of drawing it again. As a transition, the work is done in
// short slices, so a phone's main thread is never held for long (total blocking time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AppProviders context={context}>
        <RouterClient router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
