import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../src/server/db/data-source.js';
import { LANDING_SOURCE, type ManifestChunk, withStaticImports } from '../scripts/bench/bundle-size.js';

/*
 * The landing page's scripts (the entry and the landing route with what it imports, built by the
 * global setup) stay free of zod: zod is about 25 KB gzip of the landing page's 150 KB budget,
 * and shared modules that build schemas reach a chunk through a single import (a constant next
 * to a schema is enough). Constants the first screens need live in zod-free modules.
 */
const clientDir = path.join(projectRoot, 'dist/client');
const read = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');

it('keeps zod out of the entry script', () => {
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  const entry = manifest['main.tsx'];
  expect(entry?.isEntry, 'the entry in the build manifest').toBe(true);
  const code = read(entry!.file);
  expect(code.length).toBeGreaterThan(100_000);
  expect(code).not.toContain('ZodError');
});

it('keeps zod out of the landing route and everything it imports', () => {
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  expect(manifest[LANDING_SOURCE], 'the landing route in the build manifest').toBeDefined();
  const files = withStaticImports(manifest, LANDING_SOURCE);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) expect(read(file), file).not.toContain('ZodError');
});
