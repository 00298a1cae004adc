import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../src/server/db/data-source.js';
import { LANDING_BUDGET_KB, LANDING_SOURCE, type ManifestChunk, measureLandingJavaScript, withStaticImports } from '../scripts/bench/bundle-size.js';

/*
 * The public pages' scripts (the entry and each public route with what it imports, built by the
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

// The budget itself (P6), measured as `npm run bench` does, on the build the tests run against: a
// module every page imports (a frame, a provider, a theme naming a component) shows here first.
it(`keeps the JavaScript the landing page loads first within ${LANDING_BUDGET_KB} KB gzip`, () => {
  const { chunks, totalGzip } = measureLandingJavaScript(clientDir);
  const sizes = chunks.map((chunk) => `${chunk.file}: ${(chunk.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
  expect(totalGzip, sizes).toBeLessThanOrEqual(LANDING_BUDGET_KB * 1024);
});

// Only /dashboard pages draw the back-office frame (Mantine's AppShell): it loads on its own.
it('keeps the back-office frame out of the entry script', () => {
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  expect(read(manifest['main.tsx']!.file).includes('@mantine/core/AppShell'), 'AppShell in the entry script').toBe(false);
});

/** A route's chunk and every chunk it imports, read together. */
function routeCode(source: string): string {
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  expect(manifest[source], `${source} in the build manifest`).toBeDefined();
  const files = withStaticImports(manifest, source);
  expect(files.length).toBeGreaterThan(1);
  return files.map(read).join('\n');
}

it.each([LANDING_SOURCE, 'routes/products.tsx', 'routes/learning-hub.tsx', 'routes/article.tsx', 'routes/support.tsx'])(
  'keeps zod out of the public route %s and everything it imports',
  (source) => {
    expect(routeCode(source)).not.toContain('ZodError');
  },
);

// The article body arrives as HTML: a markdown processor (unified's processSync) would be parsed,
// and run again over the body, while the page hydrates on a phone.
it('keeps the markdown processor out of the article pages, and in the back-office editor', () => {
  expect(routeCode('routes/article.tsx')).not.toContain('processSync');
  expect(routeCode('routes/learning-hub.tsx')).not.toContain('processSync');
  expect(routeCode('routes/dashboard-article.tsx')).toContain('processSync');
});
