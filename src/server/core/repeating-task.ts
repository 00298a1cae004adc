import type { StartedFeature } from './feature-module.js';

/**
 * Runs a task now and then every `everyMs` for the life of the process (the timer does not keep
 * it alive); a failure is passed to `log` and the next run comes as usual. `stop` clears the
 * timer and waits for a run in progress.
 */
export function startRepeatingTask(task: () => Promise<unknown>, everyMs: number, log: (error: unknown) => void): StartedFeature {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task().catch(log);
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
