import { rm } from 'node:fs/promises';

/** Removes the run's folder (the specs' locks) that playwright.config.ts made. */
export default async function globalTeardown(): Promise<void> {
  const runFolder = process.env.E2E_RUN_DIR;
  if (runFolder) await rm(runFolder, { recursive: true, force: true });
}
