import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REP_DEVICE_DAYS } from '../../../shared/rep-auth.js';
import type { RepSession, SignInResult } from './rep-auth.service.js';

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

/** The device cookie: this browser signed in before (see sign-in-guard.ts). Long-lived, HttpOnly. */
export const REP_DEVICE_COOKIE = 'rep_device';

export function setRepDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const expires = new Date(Date.now() + REP_DEVICE_DAYS * 86_400_000);
  reply.header('set-cookie', stringifySetCookie({ name: REP_DEVICE_COOKIE, value: token, httpOnly: true, sameSite: 'strict', secure, path: '/', expires }));
}

export function readRepDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[REP_DEVICE_COOKIE] || undefined : undefined;
}

/** Sets the session cookie, and the device cookie when the sign-in made one. */
export function setSignInCookies(reply: FastifyReply, result: SignInResult, secure: boolean): void {
  setRepCookie(reply, result.session, secure);
  if (result.deviceToken) setRepDeviceCookie(reply, result.deviceToken, secure);
}

export function readRepToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[REP_COOKIE] || undefined : undefined;
}

/** Where a request signs in from: its address, device cookie and browser. */
export function signInPlace(request: FastifyRequest): { address: string; deviceToken?: string; userAgent?: string } {
  return { address: request.ip, deviceToken: readRepDeviceToken(request), userAgent: request.headers['user-agent'] };
}
