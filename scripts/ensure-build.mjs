// Makes dist/ current before the app runs: the client is built when dist/client is missing or
// older than its sources (a minute), the server is compiled every time (under a second), so
// `npm start` never serves a stale build and is quick when nothing changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIST_DIR ?? 'dist/client');
const outputs = [path.join(clientDir, '.vite/manifest.json'), path.join(`${clientDir}-ssr`, 'entry-server.js')];
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json', 'scripts/build-client.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

const builtAt = Math.min(...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(`Building the client (${path.relative(root, clientDir)})...`);
  execFileSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], { stdio: 'inherit' });
}
execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
