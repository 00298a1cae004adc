import { createContext, lazy, type ReactNode, Suspense, use } from 'react';

type RenderFrame = (screen: ReactNode) => ReactNode;

/**
 * The back-office's frame is code only /dashboard pages draw (Mantine's AppShell and navigation),
 * so the browser loads it on its own when such a page first shows instead of with every shop page.
 */
const LoadedInBrowser = lazy(() => import('./back-office-shell').then((module) => ({ default: module.BackOfficeShell })));

/**
 * The server renders a page in one pass (renderToString), where a frame still loading would be
 * drawn as nothing: its renderer provides the frame itself (entry-server.tsx).
 */
export const BackOfficeFrameContext = createContext<RenderFrame>((screen) => <LoadedInBrowser>{screen}</LoadedInBrowser>);

/**
 * The frame around a back-office screen. The server draws it in full; while the browser fetches
 * its code, React keeps that markup as it is and hydrates it once the code is there.
 */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  const renderFrame = use(BackOfficeFrameContext);
  return <Suspense fallback={null}>{renderFrame(children)}</Suspense>;
}
