/**
 * Server-side entry (built by `vite build --ssr`, see vite.config.ts): renders a public page
 * the way the browser will first draw it, so the page paints before its scripts have run.
 * The browser does not hydrate this markup; main.tsx renders the app over it.
 */
import { MantineProvider } from '@mantine/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import { theme } from './theme';
import { createQueryClient, createTrpcClient, createTrpcUtils } from './trpc';

export interface FirstScreenMarkup {
  /** The page, for #root. */
  html: string;
  /** The <style> elements Mantine's provider writes (theme variables, hiddenFrom/visibleFrom classes), for the head. */
  headStyles: string;
}

/**
 * `state`: the query results the server fetched for this page (the browser gets the same).
 * The provider's styles are drawn apart from the page: <style> is not allowed in the body.
 */
export async function renderFirstScreen(url: string, state: DehydratedState): Promise<FirstScreenMarkup> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const trpcClient = createTrpcClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, trpcUtils: createTrpcUtils(queryClient, trpcClient) }, history);
  await router.load();
  try {
    return {
      html: renderToStaticMarkup(<AppRoot queryClient={queryClient} trpcClient={trpcClient} router={router} withThemeStyles={false} />),
      headStyles: renderToStaticMarkup(<MantineProvider theme={theme} />),
    };
  } finally {
    queryClient.clear();
  }
}
