import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RepSession } from './rep-auth.service.js';

export const REP_COOKIE = 'rep_session';

/** HttpOnly and SameSite=Strict: scripts can't read it and other sites can't send it. */
export function setRepCookie(reply: FastifyReply, session: RepSession, secure: boolean): void {
  reply.setCookie(REP_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearRepCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REP_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

export function readRepToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[REP_COOKIE];
}
