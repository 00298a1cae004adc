import { describe, expect, it } from 'vitest';
import { linesWithSecrets, useFuzzSession } from './fuzz-runner.js';
import { fillPath, restRoutes, trpcProcedures } from './route-catalogue.js';
import { changedTables, snapshotTables } from './table-snapshot.js';

const fuzz = useFuzzSession();

/** What an HTML form on another site can send: the three encodings a <form> allows. */
function formBodies(input: Record<string, unknown>): Array<{ type: string; payload: string }> {
  const fields = Object.entries(input).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)] as const);
  const boundary = '----form7MA4YWxkTrZu0gW';
  const multipart = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
  return [
    // enctype=text/plain with one field named '{"a":"b","x":"' smuggles a JSON body.
    { type: 'text/plain', payload: JSON.stringify(input) },
    { type: `multipart/form-data; boundary=${boundary}`, payload: multipart },
    { type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields.map(([name, value]) => [name, value])).toString() },
  ];
}

function mutations() {
  const rest = restRoutes
    .filter((route) => route.method !== 'GET')
    .map((route) => ({ method: route.method, url: fillPath(route.path, route.params?.(fuzz.fixtures) ?? {}), input: route.body?.(fuzz.fixtures) ?? {}, rep: route.rep, headers: route.headers?.(fuzz.fixtures) }));
  const trpc = trpcProcedures
    .filter((procedure) => procedure.type === 'mutation')
    .map((procedure) => ({ method: 'POST' as const, url: `/trpc/${procedure.name}`, input: procedure.input?.(fuzz.fixtures) ?? {}, rep: procedure.rep, headers: undefined }));
  return [...rest, ...trpc];
}

describe('cross-site form posts', () => {
  it('are refused with 415 on every mutation, REST and tRPC, and change nothing', async () => {
    const before = await snapshotTables(fuzz.t.deps.dataSource);
    const targets = mutations();
    expect(targets.length).toBeGreaterThan(25);
    for (const target of targets) {
      for (const form of formBodies(target.input)) {
        const response = await fuzz.t.logged.inject({
          method: target.method,
          url: target.url,
          headers: { ...target.headers, 'content-type': form.type, origin: 'https://evil.example' },
          payload: form.payload,
          // Even with the session cookie (a browser would hold it back: SameSite=Strict).
          ...(target.rep ? { cookies: { rep_session: fuzz.fixtures.repCookie } } : {}),
        });
        // RFC 8058 makes mail clients POST a form to the one-click unsubscribe URL, so that route
        // reads forms; its signed query is the only key, and without it nothing happens.
        if (target.url === '/api/email/unsubscribe' && form.type !== 'text/plain') {
          expect(response.statusCode, `${target.url} as ${form.type}: ${response.body}`).toBe(400);
          continue;
        }
        // The image upload reads multipart, as forms send it: it takes uploads from this site's pages only.
        if (target.url === '/api/admin/images') {
          expect(response.statusCode, `${target.url} as ${form.type}: ${response.body}`).toBe(403);
          continue;
        }
        expect(response.statusCode, `${target.method} ${target.url} as ${form.type}: ${response.body}`).toBe(415);
        expect(response.json().error.message).toBe('Send the request body as application/json.');
      }
    }
    expect(changedTables(before, await snapshotTables(fuzz.t.deps.dataSource))).toEqual([]);
  });

  it('the same call as JSON does go through (the check above can see a change)', async () => {
    const before = await snapshotTables(fuzz.t.deps.dataSource);
    const response = await fuzz.t.logged.inject({
      method: 'POST',
      url: '/trpc/cart.add',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionId: fuzz.fixtures.cartSessionId, productId: fuzz.fixtures.productId, quantity: 1 }),
    });
    expect(response.statusCode).toBe(200);
    expect(changedTables(before, await snapshotTables(fuzz.t.deps.dataSource))).toContain('cart_item');
  });

  it('logged none of the emails or loyalty codes', () => {
    expect(linesWithSecrets(fuzz.t.logs.lines, fuzz.fixtures.secrets)).toEqual([]);
  });
});
