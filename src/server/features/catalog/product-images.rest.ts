import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_IMAGE_MAX_BYTES, UPLOADED_PRODUCT_IMAGES_PATH, uploadedVariantOf } from '../../../shared/product-images.js';
import { AppError } from '../../errors.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { ImageVariantCache } from './image-variant-cache.js';
import { readImageVariant, removeUnusedImages } from './product-image-store.js';
import { storeProductImage } from './product-images.service.js';

const TOO_LARGE = `An image can be at most ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
/** Memory for the images served lately: a product page's few variants are a few dozen KB. */
const KEPT_IMAGE_BYTES = 64 * 1024 * 1024;
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The one file of a multipart body; a body that is not well-formed multipart answers 400, not 500. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', 'Choose an image to upload.', 'file');
    const file = await part.toBuffer();
    // toBuffer throws for a file over the limit only when a chunk is cut at it; when the bytes
    // up to the limit were read before more arrived, it returns them cut, and only the stream's
    // `truncated` flag (the library's documented check) says so.
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, 'file');
    return file;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, 'file');
    throw new AppError('BAD_REQUEST', 'The upload could not be read: send one image as multipart/form-data in a "file" field.', 'file');
  }
}

/** If-None-Match holds this ETag (alone, in a list, weak or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * POST /api/admin/images (multipart, one `file`): the representative's image upload, answering
 * {imageUrl} for the product form. GET /uploads/products/<hash>-<width>.<format>: the stored
 * variants, from PostgreSQL through a memory of the ones served lately, cached for a year by
 * browsers and CDNs: their names change with their content.
 */
export const productImagesRest: RestPlugin = async (app, deps) => {
  const kept = new ImageVariantCache(KEPT_IMAGE_BYTES);
  app.get<{ Params: { name: string } }>(`${UPLOADED_PRODUCT_IMAGES_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    const named = uploadedVariantOf(name);
    const variant = named && (kept.peek(name) ?? (await kept.read(name, () => readImageVariant(deps.dataSource, named.hash, named.width, named.format))));
    if (!variant) throw new AppError('NOT_FOUND', 'There is no image at this address');
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', variant.etag).header('x-content-type-options', 'nosniff');
    if (matches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    return reply.type(variant.contentType).send(variant.content);
  });

  const siteOrigin = new URL(deps.env.SITE_URL).origin;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    // Multipart is a body any site's HTML form can send: only this site's pages may upload.
    scope.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (origin && origin !== siteOrigin && request.headers['sec-fetch-site'] !== 'same-origin') {
        throw new AppError('FORBIDDEN', 'Images can only be uploaded from this site.');
      }
    });
    scope.post('/api/admin/images', { preHandler: backOffice('catalogue').preHandler(deps) }, async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data with a "file" field.', 'file');
      const stored = await storeProductImage(deps.dataSource, await readUploadedFile(request));
      // Uploads no product took up within a day go now (and at the hourly sweep); a failed sweep does not fail the upload.
      await removeUnusedImages(deps.dataSource).catch((error: unknown) => request.log.warn({ err: error }, 'removing unused product images failed'));
      return reply.status(201).send(stored);
    });
  });
};
