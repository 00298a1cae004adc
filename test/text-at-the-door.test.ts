import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../src/server/app-router.js';

/*
 * Text is checked at the door: every string a schema takes refuses NUL and lone UTF-16
 * surrogates (PostgreSQL cannot store them; they would fail at the insert as a 500). This walks
 * every schema src/shared exports and every tRPC procedure's input down to the parts that take
 * text, and feeds each such part strings carrying one of those characters.
 */

/** Well-formed text around one character PostgreSQL cannot store. */
const unstorableText = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
  )
  .map((parts) => parts.join(''));

type Node = z.core.$ZodType;

/** The parts of a schema that take text: plain strings, and pipes (a string transformed, then checked again). */
function textParts(schema: Node, path: string, found: Map<Node, string>, seen = new Set<Node>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const walk = (child: unknown, where: string) => textParts(child as Node, where, found, seen);
  switch (def.type) {
    case 'string':
    case 'pipe':
      found.set(schema, path);
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Node>)) walk(child, `${path}.${key}`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      walk(def.keyType, `${path}{key}`);
      return walk(def.valueType, `${path}{value}`);
    case 'union':
      return (def.options as Node[]).forEach((option, index) => walk(option, `${path}|${index}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      // Numbers, booleans, enums, literals, unknown: no free text.
      return;
  }
}

function sharedSchemas(): Map<Node, string> {
  const modules = import.meta.glob<Record<string, unknown>>(['../src/shared/*.ts', '!../src/shared/*.test.ts'], { eager: true });
  const found = new Map<Node, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) textParts(value, `${file.replace('../src/shared/', '')} ${name}`, found);
    }
  }
  return found;
}

function procedureInputs(): Map<Node, string> {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>;
  const found = new Map<Node, string>();
  for (const [name, procedure] of Object.entries(procedures)) {
    for (const input of procedure._def.inputs) if (input instanceof z.ZodType) textParts(input, `${name} input`, found);
  }
  return found;
}

function accepted(parts: Map<Node, string>): string[] {
  const failures: string[] = [];
  for (const [schema, where] of parts) {
    const result = fc.check(
      fc.property(unstorableText, (value) => !z.safeParse(schema, value).success),
      { numRuns: 25 },
    );
    if (result.failed) failures.push(`${where} accepts ${JSON.stringify(result.counterexample?.[0])}`);
  }
  return failures;
}

describe('text PostgreSQL cannot store is refused by every schema', () => {
  it('every text part of every schema src/shared exports refuses NUL and lone surrogates', () => {
    const parts = sharedSchemas();
    expect(parts.size).toBeGreaterThan(100);
    expect(accepted(parts)).toEqual([]);
  });

  it("every text part of every tRPC procedure's input refuses NUL and lone surrogates", () => {
    const parts = procedureInputs();
    expect(parts.size).toBeGreaterThan(30);
    expect(accepted(parts)).toEqual([]);
  });
});
