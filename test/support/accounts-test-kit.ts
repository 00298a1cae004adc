import type { FastifyInstance } from 'fastify';
import { repCookie } from './rep-session.js';
import { asCookie } from './staff-accounts.js';

/**
 * What the accounts tests share: fresh addresses, requests with a given cookie, the owner's
 * cookie, and an account's id by its address (read from the accounts list, as the screen does).
 */
export function accountsTestKit(app: () => FastifyInstance) {
  let made = 0;
  const freshEmail = (name: string) => `${name}-${(made += 1)}@example.com`;
  const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    asCookie(app(), cookie, { method, url, ...(payload ? { payload } : {}) });
  const owner = () => repCookie(app());
  const accountIdOf = async (email: string) =>
    ((await as(await owner(), 'GET', '/api/admin/accounts')).json().accounts as Array<{ id: string; email: string }>).find((a) => a.email === email)!.id;
  return { freshEmail, as, owner, accountIdOf };
}
