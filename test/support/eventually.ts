/**
 * Waits for a change that reaches the process by a PostgreSQL notice (a cache drop): polls the
 * check until it holds, for up to 10 s, which a busy machine's late notices stay well within.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  if (await check()) return;
  throw new Error('the change did not show in time');
}
