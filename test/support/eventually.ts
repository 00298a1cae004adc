/** Waits for a change that reaches the process by a PostgreSQL notice (a cache drop): polls the check for up to 2 s. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error('the change did not show in time');
}
