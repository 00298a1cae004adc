import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../src/server/db/data-source.js';

/*
 * The first screens' entry script (built by the global setup) stays free of zod: zod is about
 * 25 KB gzip of the landing page's 150 KB budget, and shared modules that build schemas reach the
 * entry through a single import (a constant next to a schema is enough). Constants the first
 * screens need live in zod-free modules.
 */
it('keeps zod out of the entry script', () => {
  const clientDir = path.join(projectRoot, 'dist/client');
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the entry script tag').toBeDefined();
  const code = readFileSync(path.join(clientDir, entry!), 'utf8');
  expect(code.length).toBeGreaterThan(100_000);
  expect(code).not.toContain('ZodError');
});
