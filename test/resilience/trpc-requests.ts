import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { asText, hostileString, hostileValue, mutatedObject, percentEncoded, signedInMostly } from './fuzz-arbitraries.js';
import type { FuzzFixtures } from './fuzz-fixtures.js';
import type { TrpcProcedure } from './route-catalogue.js';

const json = { 'content-type': 'application/json' };

/** A procedure's input, mostly broken: mutated, absent, or replaced by text that is not JSON. */
function inputs(procedure: TrpcProcedure, f: FuzzFixtures): fc.Arbitrary<{ raw?: string; value?: unknown }> {
  const value = mutatedObject(procedure.input?.(f) ?? {}).map((v) => ({ value: v }));
  const notJson = fc.oneof(hostileString, fc.constantFrom('{', '{"sessionId":', '[1,', 'undefined', '{"a":1}}', "{'a':1}")).map((raw) => ({ raw }));
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: notJson }, { weight: 1, arbitrary: fc.constant({}) });
}

function encodedInput(input: { raw?: string; value?: unknown }): string | undefined {
  if (input.raw !== undefined) return input.raw;
  return input.value === undefined ? undefined : (JSON.stringify(input.value) ?? 'null');
}

/** One call over HTTP: GET with ?input= or POST with a JSON body (each method on either kind). */
export function trpcRequests(procedure: TrpcProcedure, f: FuzzFixtures): fc.Arbitrary<InjectOptions> {
  const preferred = procedure.type === 'query' ? 'GET' : 'POST';
  const method = fc.oneof({ weight: 5, arbitrary: fc.constant(preferred) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST') });
  const cookie = procedure.rep ? signedInMostly : fc.constant(false);
  return fc.record({ method, input: inputs(procedure, f), cookie }).map(({ method: m, input, cookie: c }) => {
    const text = encodedInput(input);
    const cookies = c ? { rep_session: f.repCookie } : undefined;
    if (m === 'GET') {
      return { method: 'GET', url: `/trpc/${procedure.name}${text === undefined ? '' : `?input=${percentEncoded(text)}`}`, cookies };
    }
    return { method: 'POST', url: `/trpc/${procedure.name}`, headers: json, payload: text ?? '', cookies };
  });
}

/** Batches of several procedures: mutated inputs keyed by position, or a broken batch shape. */
export function trpcBatchRequests(procedures: TrpcProcedure[], f: FuzzFixtures): fc.Arbitrary<InjectOptions> {
  const entry = fc.constantFrom(...procedures).chain((procedure) => mutatedObject(procedure.input?.(f) ?? {}).map((value) => ({ procedure, value })));
  const batchInput = (values: unknown[]): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(Object.fromEntries(values.map((value, index) => [String(index), value]))) },
      { weight: 1, arbitrary: fc.constant(values) },
      { weight: 1, arbitrary: hostileValue },
    );
  return fc
    .record({ entries: fc.array(entry, { minLength: 1, maxLength: 4 }), method: fc.constantFrom('GET', 'POST'), cookie: fc.boolean() })
    .chain(({ entries, method, cookie }) =>
      batchInput(entries.map((item) => item.value)).map((input) => {
        const path = `/trpc/${entries.map((item) => item.procedure.name).join(',')}?batch=1`;
        const text = asText(input);
        const cookies = cookie ? { rep_session: f.repCookie } : undefined;
        return method === 'GET'
          ? { method: 'GET' as const, url: `${path}&input=${percentEncoded(text)}`, cookies }
          : { method: 'POST' as const, url: path, headers: json, payload: text, cookies };
      }),
    );
}
