import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Error messages from every error shape the app sends (REST, tRPC single and batch). */
export function errorMessages(body: unknown): string[] {
  const entries = Array.isArray(body) ? body : [body];
  return entries.flatMap((entry) => {
    const { error, message } = (entry ?? {}) as { error?: { message?: unknown }; message?: unknown };
    if (error === undefined) return [];
    // Fastify's own router errors (bad URL encoding, over-long params) use a flat shape.
    if (typeof message === 'string') return [message];
    return [typeof error?.message === 'string' ? error.message : ''];
  });
}

/**
 * The contract every response to a hostile request keeps: 2xx or 4xx, never 5xx (nor 3xx);
 * an error answer is JSON carrying a readable message.
 */
export function expectSafeAnswer(response: LightMyRequestResponse, request: string): void {
  const status = response.statusCode;
  const where = `${request} → ${status} ${response.body.slice(0, 300)}`;
  // Only a tracked email link redirects (to the target it signed).
  const redirects = request.startsWith('GET /email/click?') && status === 302;
  expect(status >= 500 || (status >= 300 && status < 400 && !redirects), where).toBe(false);
  if (status < 400) return;
  // A page (anything outside /api and /trpc) answers its error as a page a person can read.
  if (!/ \/(api|trpc)\//.test(request)) {
    expect(response.headers['content-type'], where).toMatch(/^(text\/html|application\/json)/);
    expect(response.body.length, where).toBeGreaterThan(0);
    return;
  }
  // tRPC labels errors raised before any procedure runs (a batch mixing queries and
  // mutations, say) text/plain; the body is still its JSON error, parsed below.
  const types = request.includes(' /trpc/') ? /^(application\/json|text\/plain)/ : /^application\/json/;
  expect(response.headers['content-type'], where).toMatch(types);
  const messages = errorMessages(JSON.parse(response.body));
  expect(messages.length, where).toBeGreaterThan(0);
  for (const message of messages) expect(message.trim().length, where).toBeGreaterThan(0);
}

/** What must never reach a client in a server error: a stack, SQL, or a table name. */
export function expectNoInternals(body: string, tableNames: string[]): void {
  expect(body).not.toMatch(/\n\s+at |\bat .+\.(ts|js):\d+/);
  expect(body).not.toMatch(/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b/i);
  expect(body).not.toMatch(/QueryFailedError|relation ".*"|violates|duplicate key|syntax error/i);
  for (const table of tableNames) expect(body).not.toMatch(new RegExp(`\\b${table}\\b`));
}
