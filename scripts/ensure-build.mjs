// Makes dist/ current before the app runs. Each part is rebuilt only when the content of its
// inputs changed (a hash of every source file, the lock file and the build config, kept next to
// the output): `npm install` touches files without changing them, and a modification time would
// send every start through a client build of a minute.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIST_DIR ?? 'dist/client');
const shared = ['src/shared', 'package-lock.json', 'tsconfig.base.json'];

const parts = [
  {
    name: `the client (${path.relative(root, clientDir)})`,
    inputs: [...shared, 'src/client', 'vite.config.ts', 'tsconfig.client.json', 'scripts/build-client.mjs'],
    outputs: [path.join(clientDir, '.vite/manifest.json'), path.join(`${clientDir}-ssr`, 'entry-server.js')],
    hashFile: path.join(clientDir, '.inputs-hash'),
    script: 'scripts/build-client.mjs',
  },
  {
    name: 'the server (dist/server)',
    inputs: [...shared, 'src/server', 'migrations', 'tsconfig.server.json', 'scripts/build-server.mjs'],
    outputs: [path.join(root, 'dist/server/main.js'), path.join(root, 'dist/server/worker.js')],
    hashFile: path.join(root, 'dist/server/.inputs-hash'),
    script: 'scripts/build-server.mjs',
  },
];

/** Every file under the inputs, in a fixed order. */
function filesOf(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesOf(path.join(target, entry)));
}

function contentHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

for (const part of parts) {
  const wanted = contentHash(part.inputs);
  const built = part.outputs.every((output) => existsSync(output)) && existsSync(part.hashFile) ? readFileSync(part.hashFile, 'utf8') : null;
  if (built === wanted) continue;
  console.log(`Building ${part.name}...`);
  execFileSync(process.execPath, [path.join(root, part.script)], { stdio: 'inherit' });
  writeFileSync(part.hashFile, wanted);
}
