import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Most test time is spent waiting for PostgreSQL and child processes, so one worker more than
// the cores keeps them busy (Vitest's default, one fewer, leaves a 2-core machine half idle).
const workers = availableParallelism() + 1;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: workers,
    // Files share a worker's loaded modules instead of importing the server afresh each (that
    // import was a third of the run). Safe because each file builds its own app and database
    // and the server keeps no module-level state that is not keyed by them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
