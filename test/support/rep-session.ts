import type { FastifyInstance } from 'fastify';
import { cookieHeaderOf } from './staff-accounts.js';
import { TEST_REP_PASSWORD } from './test-app.js';

const cookies = new WeakMap<FastifyInstance, Promise<string>>();

/** The representative's session cookie, signed in once per app from the default test address. */
export function repCookie(app: FastifyInstance): Promise<string> {
  let cookie = cookies.get(app);
  if (!cookie) {
    cookie = signInAsRep(app);
    cookies.set(app, cookie);
  }
  return cookie;
}

async function signInAsRep(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeaderOf(response.headers['set-cookie']);
}
