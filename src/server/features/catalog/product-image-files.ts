import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { uploadedVariantOf } from '../../../shared/product-images.js';
import type { StartedFeature } from '../../core/feature-module.js';
import { startRepeatingTask } from '../../core/repeating-task.js';
import { type ImageVariant, removeUnusedImages, saveImageVariants } from './product-image-store.js';
import { queryRows, sql } from '../../db/sql.js';

/**
 * Moves the image variants that earlier versions wrote under `<uploadsDir>/products/` into the
 * database, one image per transaction, skipping those stored already: a second start, or two
 * processes starting at once, store each image once (the second waits on the first's rows and
 * inserts nothing). The files are left in place: the operator deletes them once a backup holds
 * the database, and a rollback to the earlier version still finds them. Answers how many
 * images were moved.
 */
export async function moveImageFilesIn(dataSource: DataSource, uploadsDir: string): Promise<number> {
  const folder = path.join(uploadsDir, 'products');
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const byHash = new Map<string, Array<{ name: string } & Omit<ImageVariant, 'content'>>>();
  for (const name of names) {
    const variant = uploadedVariantOf(name);
    if (variant) byHash.set(variant.hash, [...(byHash.get(variant.hash) ?? []), { name, width: variant.width, format: variant.format }]);
  }
  if (byHash.size === 0) return 0;
  const stored = await queryRows(dataSource, sql<{ hash: string }>`SELECT hash FROM product_image WHERE hash = ANY(${[...byHash.keys()]})`);
  for (const { hash } of stored) byHash.delete(hash);
  for (const [hash, files] of byHash) {
    const variants = await Promise.all(files.map(async ({ name, width, format }) => ({ width, format, content: await readFile(path.join(folder, name)) })));
    await dataSource.transaction((manager) => saveImageVariants(manager, hash, variants, false));
  }
  return byHash.size;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes unused images now and every hour, for the life of the process. */
export function startUnusedImageSweep(dataSource: DataSource, log: (error: unknown) => void): StartedFeature {
  return startRepeatingTask(() => removeUnusedImages(dataSource), SWEEP_EVERY_MS, log);
}
