/**
 * How long this process's main thread ran without a break, as CPU time between two ticks of a
 * 10 ms timer. That is what blocks the event loop (a long synchronous task); a busy machine that
 * leaves the thread waiting for a core delays the ticks too but spends no CPU of this thread, so
 * it does not count: the measure holds on a loaded CI machine. Worker threads (the markdown
 * renderer) do not count either: they never block the loop.
 */
export function watchEventLoopBlocking(): { stop(): { longestMs: number } } {
  let longestMicros = 0;
  let last = process.threadCpuUsage();
  const timer = setInterval(() => {
    const now = process.threadCpuUsage();
    longestMicros = Math.max(longestMicros, now.user - last.user + (now.system - last.system));
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      const now = process.threadCpuUsage();
      longestMicros = Math.max(longestMicros, now.user - last.user + (now.system - last.system));
      return { longestMs: longestMicros / 1000 };
    },
  };
}
