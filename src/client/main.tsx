import '@mantine/core/styles.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { afterNextPaint, readFirstScreenState } from './first-screen-state';
import { createAppRouter } from './router';
import { createQueryClient, createTrpcClient, createTrpcUtils } from './trpc';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpcUtils: createTrpcUtils(queryClient, trpcClient) });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The server's drawing is inert (see html-shell.ts): the page is usable once the app's has replaced it. */
function DrawingReplaced({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

function render(container: HTMLElement, { sliced }: { sliced: boolean }) {
  const reactRoot = createRoot(container);
  const app = (
    <StrictMode>
      <DrawingReplaced container={container} />
      <AppRoot queryClient={queryClient} trpcClient={trpcClient} router={router} />
    </StrictMode>
  );
  // Over a drawing, nothing is waiting for the first frame: as a transition React renders it in
  // short slices, so a phone's main thread is never held for long (total blocking time).
  if (sliced) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

// A page the server drew (prerender.tsx) comes with the data it was drawn from. It is painted
// before the app starts, and stays on screen until the route's code has loaded; React's first
// frame then replaces it with the same content instead of passing through a loading state.
const firstScreen = readFirstScreenState();
if (firstScreen) {
  hydrate(queryClient, firstScreen);
  const start = () => void router.load().finally(() => render(root, { sliced: true }));
  afterNextPaint(start);
} else {
  render(root, { sliced: false });
}
