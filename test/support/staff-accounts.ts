import type { FastifyInstance, InjectOptions } from 'fastify';
import type { MailSink } from './mail-sink.js';

/** The cookie header a response's Set-Cookie gives a browser (name=value pairs). */
export function cookieHeaderOf(setCookie: string | string[] | number | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')];
  return list
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A request with a cookie header (or none), as a browser signed in (or not) would make it. */
export function asCookie(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}

/** The token of the last link to `page` emailed to `address`. */
export async function linkTokenFrom(sink: MailSink, address: string, page: string): Promise<string> {
  const linksTo = () => sink.to(address).flatMap((message) => message.links.filter((href) => href.includes(page)));
  await sink.waitFor(() => linksTo().length > 0);
  return new URL(linksTo().at(-1)!).searchParams.get('token')!;
}

/**
 * The owner invites `email` as `role`; the invitation's link from the email is accepted with
 * `password`. Returns the new account's cookie.
 */
export async function inviteAndJoin(app: FastifyInstance, sink: MailSink, ownerCookie: string, email: string, role: 'owner' | 'staff', password: string): Promise<string> {
  const invited = await asCookie(app, ownerCookie, { method: 'POST', url: '/api/admin/accounts/invitations', payload: { email, role } });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const token = await linkTokenFrom(sink, email, '/dashboard/access/join');
  const accepted = await app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token, password } });
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`);
  return cookieHeaderOf(accepted.headers['set-cookie']);
}
