// Builds the client (CLIENT_DIST_DIR, default dist/client) and, next to it, the server-side
// page renderer (<dir>-ssr/entry-server.js, see src/client/entry-server.tsx).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const quiet = ['--logLevel', 'warn'];

for (const args of [['build', ...quiet], ['build', '--ssr', 'entry-server.tsx', ...quiet]]) {
  // Always a production build, even when started from a test runner that sets NODE_ENV=test (React's
  // development JSX runtime would otherwise end up in the server-side renderer).
  execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
