/** Long enough after the load event for the first screen's data, images and rendering. */
const SETTLE_MS = 4000;

/**
 * Runs `task` once the first screen has settled (a while after the load event, then when the
 * main thread is idle), so code that is only needed later never competes with the first paint.
 * Returns a cancel function (for effects).
 */
export function whenIdle(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(task, { timeout: 2000 });
      else task();
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
