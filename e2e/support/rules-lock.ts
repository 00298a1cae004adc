import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { runFolder } from './run-folder';

// The recommendation rules are one shared draft: a test that edits or publishes them holds this
// lock, so the desktop and phone runs (and other rules tests) never edit the draft at once.
// An entry older than any test can run is left over from a killed run.
const lock = path.join(runFolder(), 'locks', 'recommendation-rules');
const STALE_MS = 90_000;

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Waits until no other test edits the rules, then holds them until `unlockRules`. */
export async function lockRules(): Promise<void> {
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then((info) => Date.now() - info.mtimeMs, () => null);
      if (since !== null && since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await pause();
    }
  }
}

export async function unlockRules(): Promise<void> {
  await rm(lock, { recursive: true, force: true });
}
