import { describe, expect, it } from 'vitest';
import { percentEncoded } from './fuzz-arbitraries.js';
import { linesWithSecrets, useFuzzSession } from './fuzz-runner.js';
import { fillPath, restRoutes, type TrpcProcedure, trpcProcedures } from './route-catalogue.js';

/**
 * Every text field of every input gets each of these, everything else left well-formed. NUL and
 * lone surrogates are what PostgreSQL cannot store: refused at the door, they never reach it.
 */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'Ann\u0000Lee',
  'x'.repeat(10_000),
  '😀'.repeat(3000),
  '../../etc/passwd',
  "'; DROP TABLE product; --",
  '\ud800',
  'Ann\udc00',
  '\udbffLee',
];

/** Well-formed requests that answer these are still allowed: the request itself names something absent or stale. */
const refusals = new Set([400, 401, 403]);
// An unsigned store-order push; sign-in and password change with a wrong password; sign-out everywhere without the session (with it, it would end the fuzz's own).
const refusedByDesign = new Set([
  'POST /api/store/orders',
  'POST /api/rep/sign-in',
  'rep.signIn',
  'POST /api/rep/password',
  'rep.changePassword',
  'POST /api/rep/sign-out-everywhere',
  'rep.signOutEverywhere',
  // A link's token or an authenticator's code the catalogue cannot know: a well-formed one is still refused.
  'POST /api/rep/invitations/accept',
  'rep.acceptInvitation',
  'POST /api/rep/password-reset',
  'rep.resetPassword',
  'POST /api/rep/owner-email/confirm',
  'rep.confirmOwnerEmail',
  'POST /api/rep/totp/setup',
  'rep.totpSetup',
  'POST /api/rep/totp/confirm',
  'rep.totpConfirm',
]);

const fuzz = useFuzzSession();

type Path = Array<string | number>;

/** Where the text values of an input are, nested ones too; a list's first entry stands for the rest. */
function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.length > 0 ? textPaths(value[0], [...path, 0]) : [];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** A copy of the input with `text` at `path`. */
function withTextAt(value: unknown, path: Path, text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withTextAt(copy[head], rest, text);
  return copy;
}

/** One tRPC call over HTTP, as the browser makes it. */
function send(procedure: TrpcProcedure, input: string | undefined, cookies: Record<string, string> | undefined) {
  if (procedure.type === 'query') {
    return fuzz.session.send({ method: 'GET', url: `/trpc/${procedure.name}${input === undefined ? '' : `?input=${encodeURIComponent(input)}`}`, cookies });
  }
  return fuzz.session.send({ method: 'POST', url: `/trpc/${procedure.name}`, headers: { 'content-type': 'application/json' }, payload: input ?? '', cookies });
}

describe('every text field with each awkward string', () => {
  // One test per route and procedure: each stays well inside the time limit on a busy machine,
  // and a failure names its route.
  for (const route of restRoutes) {
    it(`REST ${route.method} ${route.path}: bodies, params and queries answer 2xx/4xx and a 4xx changes nothing`, async () => {
      const params = route.params?.(fuzz.fixtures) ?? {};
      const body = route.body?.(fuzz.fixtures);
      const query = route.query?.(fuzz.fixtures) ?? {};
      const cookies = route.rep ? { rep_session: fuzz.fixtures.repCookie } : undefined;
      const headers = { ...route.headers?.(fuzz.fixtures), ...(body ? { 'content-type': 'application/json' } : {}) };
      const search = query ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}` : '';
      const name = `${route.method} ${route.path}`;
      const base = await fuzz.session.send({ method: route.method, url: fillPath(route.path, params) + search, headers, cookies, payload: body && JSON.stringify(body) });
      if (!refusedByDesign.has(name)) expect(refusals.has(base.statusCode), `${name} base request: ${base.statusCode} ${base.body.slice(0, 200)}`).toBe(false);
      for (const nasty of nastyStrings) {
        for (const key of Object.keys(params)) {
          await fuzz.session.send({ method: route.method, url: fillPath(route.path, { ...params, [key]: percentEncoded(nasty) }), headers, cookies, payload: body && JSON.stringify(body) });
        }
        for (const path of textPaths(body ?? {})) {
          // A new body each time: a fresh email or slug, so the write is tried rather than refused as a repeat.
          const payload = JSON.stringify(withTextAt(route.body?.(fuzz.fixtures), path, nasty));
          await fuzz.session.send({ method: route.method, url: fillPath(route.path, params), headers, cookies, payload });
        }
        for (const key of Object.keys(query)) {
          const search = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])), [key]: nasty });
          await fuzz.session.send({ method: route.method, url: `${fillPath(route.path, params)}?${search}`, headers, cookies });
        }
      }
    });
  }

  for (const procedure of trpcProcedures) {
    it(`tRPC ${procedure.name}: inputs answer 2xx/4xx and a 4xx changes nothing`, async () => {
      const input = procedure.input?.(fuzz.fixtures);
      const cookies = procedure.rep ? { rep_session: fuzz.fixtures.repCookie } : undefined;
      const base = await send(procedure, input === undefined ? undefined : JSON.stringify(input), cookies);
      if (!refusedByDesign.has(procedure.name)) expect(refusals.has(base.statusCode), `${procedure.name} base input: ${base.statusCode} ${base.body.slice(0, 200)}`).toBe(false);
      for (const path of textPaths(input ?? {})) {
        for (const nasty of nastyStrings) {
          await send(procedure, JSON.stringify(withTextAt(procedure.input?.(fuzz.fixtures), path, nasty)), cookies);
        }
      }
    });
  }

  it('wrote logs that name none of the emails or loyalty codes it used', () => {
    expect(fuzz.session.requests).toBeGreaterThan(300);
    expect(linesWithSecrets(fuzz.t.logs.lines, fuzz.session.secrets)).toEqual([]);
  });
});
