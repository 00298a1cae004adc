import fc from 'fast-check';

/** Strings a careless or hostile client sends: empty, huge, unicode, paths, SQL, markup. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  // PostgreSQL cannot store NUL nor half a surrogate pair (JSON's "\ud800"); anything stored
  // must refuse them before the query.
  fc.string({ maxLength: 10 }).map((text) => `Ann${text}\u0000${text}`),
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')).map(([text, half]) => `Ann${text}${half}${text}`),
  fc.constant('x'.repeat(10_000)),
  fc.constant('é'.repeat(10_000)),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '..',
    "' OR 1=1; DROP TABLE product; --",
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '\udfff',
    '\u202e\ufeff',
    '😀'.repeat(50),
    'NaN',
    '-1',
    '1e309',
    '0x10',
    '__proto__',
    'constructor',
    'null',
    'true',
  ),
);

/** Numbers outside every bound: negative, zero, fractions, beyond int32 and double range. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, -0.000001, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308, Number.NaN, Infinity),
);

/** Any JSON-ish value, nested a little: the building block of wrong types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/**
 * Mostly-invalid variants of a well-formed input object: the whole value replaced, one key
 * with a wrong value, one key missing, one unexpected key added.
 */
export function mutatedObject(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  const variants: Array<{ weight: number; arbitrary: fc.Arbitrary<unknown> }> = [
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue).map(([key, value]) => ({ ...base, [key]: value })) },
  ];
  if (keys.length > 0) {
    const replaced = (values: fc.Arbitrary<unknown>) => fc.tuple(fc.constantFrom(...keys), values).map(([key, value]) => ({ ...base, [key]: value }));
    variants.push(
      { weight: 2, arbitrary: replaced(hostileValue) },
      // Strings reach the database most often, so a field set to a bad string gets extra turns.
      { weight: 3, arbitrary: replaced(hostileString) },
      { weight: 1, arbitrary: fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== key))) },
    );
  }
  return fc.oneof(...variants);
}

/** Whether a back-office request carries the representative's session: mostly, so most runs get past the sign-in check. */
export const signedInMostly: fc.Arbitrary<boolean> = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

/** What a value looks like in a query string or path segment. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

/** Percent-encoded as a browser would: half a surrogate pair cannot be, so it goes as U+FFFD (what URLSearchParams does). */
export function percentEncoded(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** Path segments that break naive routing or decoding. */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((value) => value.length > 0).map(percentEncoded),
  fc.constantFrom('..', '%2e%2e', '..%2f..%2fetc', '%2F', '%00', '%', '%E0%A4%A', '%ZZ', '%C0%AF', 'a'.repeat(1999), 'a'.repeat(5000), 'caf%C3%A9', '%F0%9F%98%80', '%20', '-1', '0', '1.5', '9'.repeat(40)),
);
