/** P6 (first half): builds the client and sizes the JavaScript the landing route needs at first load. */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { projectRoot } from '../../src/server/db/data-source.js';
import { markdownTable } from './bench-table.js';
import type { Verdict } from './bench-scenarios.js';

export const benchClientDir = process.env.BENCH_CLIENT_DIR ?? 'dist/client-bench';
/** The landing route's key in the client build's manifest. */
export const LANDING_SOURCE = 'routes/landing.tsx';
/** P6: the landing route's first-load JavaScript, KB gzip -9 (also checked by test/client-entry.test.ts). */
export const LANDING_BUDGET_KB = 150;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface ChunkSize {
  file: string;
  why: string;
  bytes: number;
  gzipBytes: number;
  /** What the server actually sends browsers that accept brotli (scripts/precompress-plugin.ts). */
  brotliBytes: number;
}

/** The client build (with its server-side renderer) into the bench's folder. */
export function buildClient(): void {
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/build-client.mjs')], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIST_DIR: benchClientDir },
  });
}

/** A chunk and every chunk it imports statically (those load before it runs). */
export function withStaticImports(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => withStaticImports(manifest, imported, seen))];
}

/** The JavaScript `/` loads first, from a client build (the bench's own, unless another folder is named). */
export function measureLandingJavaScript(clientDir = benchClientDir): { chunks: ChunkSize[]; stylesheets: ChunkSize[]; totalGzip: number } {
  const dir = path.resolve(projectRoot, clientDir);
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const landingKey = Object.keys(manifest).find((key) => manifest[key]?.src === LANDING_SOURCE || key === LANDING_SOURCE);
  if (!landingKey) throw new Error(`${LANDING_SOURCE} is not in the build manifest`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');

  // Every page's document names the entry script (src/client/ssr-manifest.ts); what it imports statically loads with it.
  const files = new Map<string, string>();
  withStaticImports(manifest, entryKey).forEach((file, index) => files.set(file, index === 0 ? 'entry script' : 'entry import'));
  for (const file of withStaticImports(manifest, landingKey)) {
    if (!files.has(file)) files.set(file, file === manifest[landingKey]!.file ? 'landing route chunk' : 'landing route import');
  }
  const sized = (entries: Iterable<[string, string]>) => [...entries].map(([file, why]) => {
    const content = readFileSync(path.join(dir, file));
    const brotliBytes = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, why, bytes: statSync(path.join(dir, file)).size, gzipBytes: gzipSync(content, { level: 9 }).length, brotliBytes };
  });
  const chunks = sized(files);
  // Stylesheets are not part of the JavaScript goal, but they block the first paint.
  const styleFiles = [entryKey, landingKey].flatMap((key) => manifest[key]?.css ?? []);
  const stylesheets = sized([...new Set(styleFiles)].map((file): [string, string] => [file, 'stylesheet (not counted)']));
  return { chunks, stylesheets, totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function bundleTable(chunks: readonly ChunkSize[], stylesheets: readonly ChunkSize[], totalGzip: number): string {
  const row = (chunk: ChunkSize) => [chunk.file, chunk.why, kb(chunk.bytes), kb(chunk.gzipBytes), kb(chunk.brotliBytes)];
  const rows = chunks.map(row);
  const sum = (size: (chunk: ChunkSize) => number) => chunks.reduce((total, chunk) => total + size(chunk), 0);
  rows.push(['total JavaScript', '', kb(sum((chunk) => chunk.bytes)), kb(totalGzip), kb(sum((chunk) => chunk.brotliBytes))]);
  rows.push(...stylesheets.map(row));
  return markdownTable(['Chunk', 'Loaded as', 'KB', 'KB gzip -9', 'KB brotli'], rows);
}

export function bundleVerdict(totalGzip: number): Verdict {
  return {
    id: 'P6',
    label: 'landing route initial JavaScript (gzip -9)',
    measured: `${kb(totalGzip)} KB`,
    target: `≤ ${LANDING_BUDGET_KB} KB`,
    pass: totalGzip <= LANDING_BUDGET_KB * 1024,
  };
}
