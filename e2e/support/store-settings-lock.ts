import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFolder } from './run-folder';

// The store settings are one row that every browser test shares. A test that changes them
// (store-settings.spec.ts) holds the write lock; tests whose expectations rest on the defaults
// (the cart's free-shipping line) hold a read lock, so the two never overlap in parallel workers,
// while readers run side by side. The workers of one run share the folder (the run's own, see run-folder.ts);
// an entry older than any test can run is left over from a killed run.
const root = path.join(runFolder(), 'locks', 'store-settings');
const writer = path.join(root, 'writer');
const readers = path.join(root, 'readers');
const STALE_MS = 90_000;
const held: string[] = [];

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
const age = (file: string) => stat(file).then((info) => Date.now() - info.mtimeMs, () => null);

async function exists(file: string): Promise<boolean> {
  const since = await age(file);
  if (since !== null && since > STALE_MS) await rm(file, { recursive: true, force: true });
  return since !== null && since <= STALE_MS;
}

/** For a test that changes the settings: waits until no other test reads or changes them. */
export async function lockStoreSettingsForChange(): Promise<void> {
  await mkdir(readers, { recursive: true });
  for (;;) {
    try {
      await mkdir(writer);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await exists(writer)) await pause();
    }
  }
  held.push(writer);
  for (;;) {
    const names = await readdir(readers);
    const live = await Promise.all(names.map((name) => exists(path.join(readers, name))));
    if (!live.includes(true)) return;
    await pause();
  }
}

/** For a test that expects the default settings: waits while a test changes them. */
export async function lockStoreSettingsForReading(): Promise<void> {
  await mkdir(readers, { recursive: true });
  const mine = path.join(readers, randomBytes(8).toString('hex'));
  for (;;) {
    while (await exists(writer)) await pause();
    await writeFile(mine, '');
    // A writer that came in meanwhile goes first.
    if (!(await exists(writer))) break;
    await rm(mine, { force: true });
  }
  held.push(mine);
}

/** Releases what this worker holds (call it after each test of a file that locks). */
export async function unlockStoreSettings(): Promise<void> {
  for (const file of held.splice(0)) await rm(file, { recursive: true, force: true });
}
