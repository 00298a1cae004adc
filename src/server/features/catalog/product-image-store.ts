import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { type ProductImageFormat, uploadedImageHash } from '../../../shared/product-images.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/** One size and format of an image, as stored and served. */
export interface ImageVariant {
  width: number;
  format: ProductImageFormat;
  content: Buffer;
}

export interface ServedVariant {
  contentType: string;
  etag: string;
  content: Buffer;
}

const CONTENT_TYPES: Record<ProductImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** An image no product uses is kept this long after its upload or the last save that let go of it. */
export const UNUSED_IMAGE_KEPT_HOURS = 24;

/**
 * Stores an image's variants under its hash; what is stored already is left as it is (the hash
 * names the content). A new image counts as used now; `touch` marks one stored already as used
 * now too, so a fresh upload of an old image gets its day again.
 */
export async function saveImageVariants(manager: EntityManager, hash: string, variants: readonly ImageVariant[], touch: boolean): Promise<void> {
  await execute(
    manager,
    touch
      ? sql`INSERT INTO product_image (hash) VALUES (${hash}) ON CONFLICT (hash) DO UPDATE SET "usedAt" = now()`
      : sql`INSERT INTO product_image (hash) VALUES (${hash}) ON CONFLICT (hash) DO NOTHING`,
  );
  for (const { width, format, content } of variants) {
    const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 32)}"`;
    await execute(manager, sql`INSERT INTO product_image_variant (hash, width, format, "contentType", etag, content) VALUES (${hash}, ${width}, ${format}, ${CONTENT_TYPES[format]}, ${etag}, ${content})
        ON CONFLICT (hash, width, format) DO NOTHING`);
  }
}

export async function readImageVariant(dataSource: DataSource, hash: string, width: number, format: ProductImageFormat): Promise<ServedVariant | null> {
  const rows = await queryRows(dataSource, sql<ServedVariant>`SELECT "contentType", etag, content FROM product_image_variant WHERE hash = ${hash} AND width = ${width} AND format = ${format}`);
  return rows[0] ?? null;
}

/**
 * Inside a product save: marks the uploaded images the given addresses name as used now (so the
 * sweep leaves them a day at least, even one the save lets go of) and answers the addresses that
 * name an upload this shop does not store. The row lock it takes keeps a running sweep off them.
 */
export async function claimUploadedImages(manager: EntityManager, imageUrls: readonly string[]): Promise<string[]> {
  const hashes = [...new Set(imageUrls.flatMap((url) => uploadedImageHash(url) ?? []))].sort();
  if (hashes.length === 0) return [];
  const rows = await queryRows(manager, sql<{ hash: string }>`WITH touched AS (
       UPDATE product_image SET "usedAt" = now()
        WHERE hash IN (SELECT hash FROM product_image WHERE hash = ANY(${hashes}) ORDER BY hash FOR UPDATE)
        RETURNING hash)
     SELECT hash FROM touched`);
  const stored = new Set(rows.map((row) => row.hash));
  return imageUrls.filter((url) => {
    const hash = uploadedImageHash(url);
    return hash !== null && !stored.has(hash);
  });
}

/**
 * Removes the images no product names that were not used for a day, with their variants. Rows a
 * product save holds are skipped, not waited for: that save is about to use them.
 */
export async function removeUnusedImages(dataSource: DataSource): Promise<number> {
  const [row] = await queryRows(dataSource, sql<{ removed: number }>`WITH used AS (
       SELECT DISTINCT substring("imageUrl" from '^/uploads/products/([a-f0-9]{16,64})-') AS hash
         FROM product WHERE "imageUrl" LIKE '/uploads/products/%'),
     removed AS (
       DELETE FROM product_image WHERE hash IN (
         SELECT image.hash FROM product_image image
          WHERE image."usedAt" < now() - make_interval(hours => ${UNUSED_IMAGE_KEPT_HOURS})
            AND NOT EXISTS (SELECT 1 FROM used WHERE used.hash = image.hash)
          FOR UPDATE OF image SKIP LOCKED)
       RETURNING hash)
     SELECT count(*)::int AS removed FROM removed`);
  return row?.removed ?? 0;
}
