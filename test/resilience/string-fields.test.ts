import { describe, expect, it } from 'vitest';
import { linesWithSecrets, useFuzzSession } from './fuzz-runner.js';
import { fillPath, restRoutes, trpcProcedures } from './route-catalogue.js';

/** Every text field of every input gets each of these, everything else left well-formed. */
const nastyStrings = ['', ' ', '\u0000', 'Ann\u0000Lee', 'x'.repeat(10_000), '😀'.repeat(3000), '../../etc/passwd', "'; DROP TABLE product; --", '\ud800'];

const fuzz = useFuzzSession();

/** A lone surrogate cannot be percent-encoded; send its UTF-8 replacement bytes instead. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%EF%BF%BD';
  }
}

function stringKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => typeof value[key] === 'string');
}

describe('every text field with each awkward string', () => {
  it('REST bodies, params and queries answer 2xx/4xx and a 4xx changes nothing', async () => {
    for (const route of restRoutes) {
      const params = route.params?.(fuzz.fixtures) ?? {};
      const body = route.body?.(fuzz.fixtures);
      const query = route.query?.(fuzz.fixtures) ?? {};
      const cookies = route.rep ? { rep_session: fuzz.fixtures.repCookie } : undefined;
      const headers = { ...route.headers?.(fuzz.fixtures), ...(body ? { 'content-type': 'application/json' } : {}) };
      for (const nasty of nastyStrings) {
        for (const key of Object.keys(params)) {
          await fuzz.session.send({ method: route.method, url: fillPath(route.path, { ...params, [key]: encodeSegment(nasty) }), headers, cookies, payload: body && JSON.stringify(body) });
        }
        for (const key of stringKeys(body ?? {})) {
          await fuzz.session.send({ method: route.method, url: fillPath(route.path, params), headers, cookies, payload: JSON.stringify({ ...body, [key]: nasty }) });
        }
        for (const key of Object.keys(query)) {
          const search = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])), [key]: nasty });
          await fuzz.session.send({ method: route.method, url: `${fillPath(route.path, params)}?${search}`, headers, cookies });
        }
      }
    }
  });

  it('tRPC inputs answer 2xx/4xx and a 4xx changes nothing', async () => {
    for (const procedure of trpcProcedures) {
      const input = procedure.input?.(fuzz.fixtures);
      const cookies = procedure.rep ? { rep_session: fuzz.fixtures.repCookie } : undefined;
      for (const key of stringKeys(input ?? {})) {
        for (const nasty of nastyStrings) {
          const value = JSON.stringify({ ...input, [key]: nasty });
          if (procedure.type === 'query') {
            await fuzz.session.send({ method: 'GET', url: `/trpc/${procedure.name}?input=${encodeURIComponent(value)}`, cookies });
          } else {
            await fuzz.session.send({ method: 'POST', url: `/trpc/${procedure.name}`, headers: { 'content-type': 'application/json' }, payload: value, cookies });
          }
        }
      }
    }
  });

  it('wrote logs that name none of the emails or loyalty codes it used', () => {
    expect(fuzz.session.requests).toBeGreaterThan(300);
    expect(linesWithSecrets(fuzz.t.logs.lines, fuzz.session.secrets)).toEqual([]);
  });
});
