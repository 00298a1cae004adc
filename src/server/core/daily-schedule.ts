import type { StartedFeature } from './feature-module.js';

/** How often each process looks whether a daily job is due. */
const CHECK_EVERY_MS = 60_000;

/** The server's calendar day and clock time of a moment (its local time zone, like cron). */
export function localDayAndTime(now: Date): { day: string; time: string } {
  const two = (value: number) => String(value).padStart(2, '0');
  return { day: `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`, time: `${two(now.getHours())}:${two(now.getMinutes())}` };
}

/**
 * Runs `check` once a minute (the first time a minute after start, so short-lived processes
 * run none), never two at once; `stop` waits for a running one. Every process runs its daily
 * jobs' checks; a job's own claim (a unique row per day) lets one process do the day's work.
 */
export function checkEveryMinute(check: () => Promise<unknown>, onError: (error: unknown) => void): StartedFeature {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = check()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, CHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
