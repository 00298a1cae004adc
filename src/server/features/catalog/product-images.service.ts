import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { DataSource } from 'typeorm';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_WIDTHS, type ProductImageFormat, uploadedImageUrl } from '../../../shared/product-images.js';
import { AppError } from '../../errors.js';
import { type ImageVariant, saveImageVariants } from './product-image-store.js';

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

function encoderFor(image: Sharp, output: ProductImageFormat): Sharp {
  if (output === 'avif') return image.avif({ quality: 55 });
  if (output === 'webp') return image.webp({ quality: 78 });
  return image.jpeg({ quality: 82, mozjpeg: true });
}

/** Every size the pages use in AVIF, WebP and JPEG, turned upright and with its metadata (camera, location) left out. */
async function encodeVariants(file: Buffer): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  try {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const resized = sharp(file, { limitInputPixels: MAX_PIXELS }).rotate().resize(width, width, { fit: 'cover' });
      for (const format of PRODUCT_IMAGE_FORMATS) variants.push({ width, format, content: await encoderFor(resized.clone(), format).toBuffer() });
    }
  } catch {
    throw new AppError('BAD_REQUEST', 'That image could not be read to the end. Upload it again, or another copy.', 'file');
  }
  return variants;
}

/**
 * Checks an uploaded file by its content (JPEG, PNG or WebP; SVG and everything else refused),
 * encodes its variants and stores them in PostgreSQL, all in one transaction, under the hash of
 * the file: the same image uploaded twice is stored once, and nothing is stored when any step
 * fails. Every process serves them.
 */
export async function storeProductImage(dataSource: DataSource, file: Buffer): Promise<{ imageUrl: string }> {
  const format = await formatOf(file);
  if (!ACCEPTED.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This is a ${format.toUpperCase()} file: upload a JPEG, PNG or WebP image.`, 'file');
  }
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 32);
  const variants = await encodeVariants(file);
  await dataSource.transaction((manager) => saveImageVariants(manager, hash, variants, true));
  return { imageUrl: uploadedImageUrl(hash, 480, 'jpg') };
}
