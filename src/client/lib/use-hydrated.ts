import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws the page and during the browser's first render (hydration), true
 * after: for text that depends on the clock or the browser's time zone, which the server's page
 * cannot know and the first render must not differ from.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
