import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RepSession } from './rep-auth.service.js';

export const REP_COOKIE = 'rep_session';

// The session cookie is the app's only cookie, read by a handful of rep routes. Reading it where
// it is needed, instead of through a cookie plugin's hooks, spares every other request (health
// checks, catalogue reads) two hook steps.

/** HttpOnly and SameSite=Strict: scripts can't read it and other sites can't send it. */
function repCookie(value: string, secure: boolean, expires: Date): string {
  return stringifySetCookie({ name: REP_COOKIE, value, httpOnly: true, sameSite: 'strict', secure, path: '/', expires });
}

export function setRepCookie(reply: FastifyReply, session: RepSession, secure: boolean): void {
  reply.header('set-cookie', repCookie(session.token, secure, session.expiresAt));
}

export function clearRepCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', repCookie('', secure, new Date(0)));
}

export function readRepToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[REP_COOKIE] || undefined : undefined;
}
