import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hostileString, oddPathSegment } from './fuzz-arbitraries.js';
import { linesWithSecrets, useFuzzSession } from './fuzz-runner.js';
import { fillPath, restRoutes, trpcProcedures } from './route-catalogue.js';

const fuzz = useFuzzSession();

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/jsonx',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
);

/** Bodies that are not the JSON object a route expects, or not JSON at all. */
const rawBodies = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"sessionId":',
    '{"a":1}}',
    "{'a':1}",
    'null',
    '[]',
    '"text"',
    '1e999',
    '-0',
    'NaN',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\u0000',
    '\ufeff{}',
    'a=1&b=2',
    '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
    `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `{"a":"${'x'.repeat(10_000)}"}`,
  ),
  hostileString,
);

const bodyTargets = () => [
  ...restRoutes.filter((route) => route.method !== 'GET').map((route) => ({ method: route.method, url: fillPath(route.path, route.params?.(fuzz.fixtures) ?? {}), rep: route.rep })),
  ...trpcProcedures.filter((procedure) => procedure.type === 'mutation').map((procedure) => ({ method: 'POST' as const, url: `/trpc/${procedure.name}`, rep: procedure.rep })),
];

describe('malformed bodies, content types, paths and methods', () => {
  it('malformed JSON and wrong content types on every mutation never answer 5xx, and a 4xx changes nothing', async () => {
    const requests = fc.record({ target: fc.constantFrom(...bodyTargets()), type: contentTypes, body: rawBodies }).map(
      ({ target, type, body }): InjectOptions => ({
        method: target.method,
        url: target.url,
        headers: { 'content-type': type, 'x-cart-session': fuzz.fixtures.cartSessionId },
        payload: body,
        ...(target.rep ? { cookies: { rep_session: fuzz.fixtures.repCookie } } : {}),
      }),
    );
    await fuzz.session.check(requests, 400);
  });

  it('odd path segments and odd paths under /api and /trpc answer 2xx/4xx', async () => {
    const withParams = restRoutes.filter((route) => route.params);
    const routeWithOddParams = fc.constantFrom(...withParams).chain((route) =>
      fc.array(oddPathSegment, { minLength: 3, maxLength: 3 }).map(([a = '', b = '', c = '']): InjectOptions => ({
        method: route.method,
        url: route.path.replace(/:\w+/g, () => [a, b, c].shift() ?? a),
        ...(route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      })),
    );
    const oddPaths = fc
      .tuple(
        fc.constantFrom('/api/', '/api/cart/', '/api/loyalty/member/', '/trpc/', '/trpc/cart.add,', '/api/quiz/'),
        oddPathSegment,
        fc.constantFrom('', '/', '/results', '/..', '/%2e%2e/products', '?x=%ZZ', '?input=%', '?batch=1&input=%7B'),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      )
      .map(([prefix, segment, suffix, method]): InjectOptions => ({ method: method as InjectOptions['method'], url: `${prefix}${segment}${suffix}` }));
    await fuzz.session.check(fc.oneof(routeWithOddParams, oddPaths), 300);
  });

  it('unknown methods on every /api route answer 4xx with a JSON message', async () => {
    for (const route of restRoutes) {
      for (const method of ['PATCH', 'OPTIONS', 'PUT', 'DELETE', 'POST'] as const) {
        if (method === route.method) continue;
        await fuzz.session.send({ method, url: fillPath(route.path, route.params?.(fuzz.fixtures) ?? {}), headers: { 'content-type': 'application/json' }, payload: '{}' });
      }
    }
  });

  it('wrote logs that name none of the emails or loyalty codes it used', () => {
    expect(linesWithSecrets(fuzz.t.logs.lines, fuzz.session.secrets)).toEqual([]);
  });
});
