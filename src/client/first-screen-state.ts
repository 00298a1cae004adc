import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_SCREEN_STATE_ID } from '../shared/site';

/** The query results a server-drawn page was drawn from, or null for a page drawn here. */
export function readFirstScreenState(): DehydratedState | null {
  const script = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Runs `task` once the browser has painted the page as the server drew it, so that a phone shows
 * that content before it spends its time on starting the app. A hidden tab does not paint, so
 * there it runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState !== 'visible') {
    task();
    return;
  }
  // A timer set from the frame callback fires after that frame has been painted.
  requestAnimationFrame(() => setTimeout(task, 0));
}
