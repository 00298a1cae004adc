/**
 * Uploaded product images: each is stored square in a few widths and formats, named by its
 * content hash, e.g. /uploads/products/3f9c…-480.jpg. The pages offer AVIF and WebP with the
 * JPEG as fallback; demo images (SVG) are used as they are.
 */
export const PRODUCT_IMAGE_WIDTHS = [192, 480] as const;
export const PRODUCT_IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOADED_PRODUCT_IMAGES_PATH = '/uploads/products/';

const uploadedImage = /^\/uploads\/products\/([a-f0-9]{16,64})-480\.jpg$/;
const uploadedVariant = /^([a-f0-9]{16,64})-(\d{1,4})\.(avif|webp|jpg)$/;

export type ProductImageFormat = (typeof PRODUCT_IMAGE_FORMATS)[number];

/** The image, size and format a file name under /uploads/products/ names; null for any other name. */
export function uploadedVariantOf(fileName: string): { hash: string; width: number; format: ProductImageFormat } | null {
  const [, hash, width, format] = uploadedVariant.exec(fileName) ?? [];
  if (!hash || !(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(Number(width))) return null;
  return { hash, width: Number(width), format: format as ProductImageFormat };
}

/** The uploaded image an address names (any of its sizes or formats); null for any other address. */
export function uploadedImageHash(imageUrl: string): string | null {
  if (!imageUrl.startsWith(UPLOADED_PRODUCT_IMAGES_PATH)) return null;
  return uploadedVariantOf(imageUrl.slice(UPLOADED_PRODUCT_IMAGES_PATH.length))?.hash ?? null;
}

export function uploadedImageUrl(hash: string, width: number, format: (typeof PRODUCT_IMAGE_FORMATS)[number]): string {
  return `${UPLOADED_PRODUCT_IMAGES_PATH}${hash}-${width}.${format}`;
}

/** For an uploaded image: a srcset per format; null for any other image address. */
export function uploadedImageSources(imageUrl: string): Record<(typeof PRODUCT_IMAGE_FORMATS)[number], string> | null {
  const hash = uploadedImage.exec(imageUrl)?.[1];
  if (!hash) return null;
  const srcset = (format: (typeof PRODUCT_IMAGE_FORMATS)[number]) => PRODUCT_IMAGE_WIDTHS.map((width) => `${uploadedImageUrl(hash, width, format)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp'), jpg: srcset('jpg') };
}
