// `npm start`: build what changed, then run the server in a process group of its own. A Ctrl-C
// in the terminal goes to the whole foreground group; without this, the embedded PostgreSQL
// (the server's child) would get it at the same moment and quit under the server's last
// requests. Here only this launcher gets it and passes it on: the server finishes its requests,
// then stops its PostgreSQL itself.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The IPC channel tells the server when this launcher is gone (even killed), so it never outlives it.
const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true });

// One Ctrl-C reaches us twice (from the terminal and from npm, which forwards it): the same
// signal again within a second is that echo. A later one is passed on, and makes the server
// give up waiting (a second signal forces its exit).
const lastSent = new Map();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - (lastSent.get(signal) ?? 0) < 1000) return;
    lastSent.set(signal, now);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
