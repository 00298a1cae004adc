// The browser tests' server: `dist/server/main.js` with everything it writes (its embedded
// PostgreSQL, its backups) in a temporary folder of its own, removed when it stops. So a test run
// never touches a developer's `.data/` (her database, her backups) and leaves nothing behind.
// Started once per Playwright worker by e2e/support/server.ts; stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'beauty-match-e2e-server-'));
const removeFolder = () => rmSync(folder, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, EMBEDDED_PG_DIR: path.join(folder, 'postgres'), BACKUP_DIR: path.join(folder, 'backups') },
});

// The server stops its own PostgreSQL on SIGTERM; the folder goes once it has.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  removeFolder();
  process.exit(code ?? (signal ? 1 : 0));
});
