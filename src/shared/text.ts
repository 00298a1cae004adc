import { z } from './zod.js';

/**
 * NUL, or half of a UTF-16 surrogate pair without its other half (JSON's "\ud800"): PostgreSQL's
 * text and jsonb cannot hold either, so such input would fail at the insert (a 500) instead of
 * being refused at the door. (No lookbehind: the browser's forms use this too, and Safari before
 * 16.4 cannot parse one.)
 */
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/**
 * The one string schema: every text field (inputs, query parameters, and outputs alike) starts
 * here, so text PostgreSQL cannot store is refused with a 400 naming the field. `label` is the
 * field as a person reads it ("First name"); `params` are text()'s own (its type error).
 * Chain .trim(), .max() and the rest as on text().
 */
export function text(label = 'This text', params?: Parameters<typeof z.string>[0]) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare string schema is made
  return z.string(params).refine(isStorableText, { error: `${label} contains a character we can't store` });
}
