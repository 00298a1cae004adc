/** The browser run's own temporary folder (made by playwright.config.ts, removed at the end). */
export function runFolder(): string {
  const folder = process.env.E2E_RUN_DIR;
  if (!folder) throw new Error('E2E_RUN_DIR is unset: run the browser tests through playwright.config.ts');
  return folder;
}
