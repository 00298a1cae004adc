import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { asText, hostileString, mutatedObject, oddPathSegment, percentEncoded, signedInMostly } from './fuzz-arbitraries.js';
import type { FuzzFixtures } from './fuzz-fixtures.js';
import { fillPath, type RestRoute } from './route-catalogue.js';

/** Printable ASCII only: Node refuses anything else in a header before it is sent. */
const headerValue = fc.oneof(hostileString.filter((value) => /^[\x20-\x7e]*$/.test(value)), fc.constant('cart_1'.padEnd(9000, 'x')));

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `?${percentEncoded(asText(value))}`;
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    // Arrays become repeated keys, as a browser form would send them.
    if (Array.isArray(item)) for (const entry of item) search.append(key, asText(entry));
    else search.append(key, asText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Mostly-invalid requests to one route: mutated params, query, body and headers. */
export function restRequests(route: RestRoute, f: FuzzFixtures): fc.Arbitrary<InjectOptions> {
  const params = route.params?.(f) ?? {};
  const paramArbitrary = fc.record(
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, fc.oneof(fc.constant(encodeURIComponent(value)), oddPathSegment)])),
  );
  const query = route.query ? mutatedObject(route.query(f)) : fc.option(mutatedObject({}), { nil: undefined });
  const body = route.method === 'GET' ? fc.constant(undefined) : mutatedObject(route.body?.(f) ?? {});
  const headers = route.headers
    ? fc.oneof(fc.constant(route.headers(f)), fc.record(Object.fromEntries(Object.keys(route.headers(f)).map((name) => [name, headerValue]))), fc.constant({}))
    : fc.constant({});
  const cookie = route.rep ? signedInMostly : fc.constant(false);

  return fc.record({ params: paramArbitrary, query, body, headers, cookie }).map(({ params: filled, query: q, body: b, headers: h, cookie: c }) => ({
    method: route.method,
    url: fillPath(route.path, filled) + (q === undefined ? '' : queryString(q)),
    ...(b === undefined ? {} : { payload: JSON.stringify(b) ?? 'null', headers: { ...h, 'content-type': 'application/json' } }),
    ...(b === undefined ? { headers: h } : {}),
    ...(c ? { cookies: { rep_session: f.repCookie } } : {}),
  }));
}
