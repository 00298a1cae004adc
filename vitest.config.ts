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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
