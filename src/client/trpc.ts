import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../server/app-router';
import { TRPC_MAX_BATCH } from '../shared/trpc-batch';

export const trpc = createTRPCReact<AppRouter>();

/** SPEC data-fetching defaults: no retries, no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // A page that asks for more at once (the dashboard) sends two requests.
        maxItems: TRPC_MAX_BATCH,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}
