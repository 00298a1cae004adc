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
    // The files of one worker share its loaded modules: importing the app afresh for each file
    // took a quarter of the run. Each file still has its own database and app, so a file holds
    // nothing of another's; module state must stay keyed by the app it serves (docs/decisions/0132).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
