import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { theme } from './theme';
import { createQueryClient, createTrpcClient, createTrpcUtils, trpc } from './trpc';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpcUtils: createTrpcUtils(queryClient, trpcClient) });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          {/* SPEC: at most one toast at a time, shown for 5 s, at most 420 px wide (narrower on phones). */}
          <Notifications limit={1} autoClose={5000} position="top-right" containerWidth={420} />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
