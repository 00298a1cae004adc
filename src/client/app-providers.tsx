import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouterContext } from './root-route';
import { theme } from './theme';
import { trpc } from './trpc';

/**
 * What every screen reads from context, around the router (which draws the document). They add
 * no markup: the theme's CSS variables are a stylesheet made at build time (root-document.tsx).
 */
export function AppProviders({ context, children }: { context: RouterContext; children: ReactNode }) {
  return (
    <trpc.Provider client={context.trpcClient} queryClient={context.queryClient}>
      <QueryClientProvider client={context.queryClient}>
        <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
