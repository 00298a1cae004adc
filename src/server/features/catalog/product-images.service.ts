import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_WIDTHS, uploadedImageUrl } from '../../../shared/product-images.js';
import { AppError } from '../../errors.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Larger images are refused before decoding (a small file can claim huge dimensions). */
const MAX_PIXELS = 50_000_000;

async function formatOf(file: Buffer): Promise<string> {
  try {
    const { format } = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
    return format ?? 'unknown';
  } catch {
    throw new AppError('BAD_REQUEST', 'That file is not an image we can read. Upload a JPEG, PNG or WebP image.', 'file');
  }
}

function encoderFor(image: Sharp, output: (typeof PRODUCT_IMAGE_FORMATS)[number]): Sharp {
  if (output === 'avif') return image.avif({ quality: 55 });
  if (output === 'webp') return image.webp({ quality: 78 });
  return image.jpeg({ quality: 82, mozjpeg: true });
}

/**
 * Checks an uploaded file by its content (JPEG, PNG or WebP; SVG and everything else refused),
 * then writes every size the pages use in AVIF, WebP and JPEG, turned upright and with its
 * metadata (camera, location) left out. Files are named by content hash, so the same image
 * uploaded twice is stored once. Nothing stays behind when any step fails.
 */
export async function storeProductImage(uploadsDir: string, file: Buffer): Promise<{ imageUrl: string }> {
  const format = await formatOf(file);
  if (!ACCEPTED.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This is a ${format.toUpperCase()} file: upload a JPEG, PNG or WebP image.`, 'file');
  }
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 32);
  const folder = path.join(uploadsDir, 'products');
  await mkdir(folder, { recursive: true });
  // Every file is encoded under a temporary name first and renamed only once all succeeded.
  const written: Array<{ temporary: string; target: string }> = [];
  try {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const resized = sharp(file, { limitInputPixels: MAX_PIXELS }).rotate().resize(width, width, { fit: 'cover' });
      for (const output of PRODUCT_IMAGE_FORMATS) {
        const target = path.join(folder, path.basename(uploadedImageUrl(hash, width, output)));
        const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
        written.push({ temporary, target });
        await encoderFor(resized.clone(), output).toFile(temporary);
      }
    }
  } catch {
    await Promise.all(written.map(({ temporary }) => rm(temporary, { force: true })));
    throw new AppError('BAD_REQUEST', 'That image could not be read to the end. Upload it again, or another copy.', 'file');
  }
  for (const { temporary, target } of written) await rename(temporary, target);
  return { imageUrl: uploadedImageUrl(hash, 480, 'jpg') };
}
