import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../../shared/product-images.js';
import { projectRoot } from '../../db/data-source.js';
import { AppError } from '../../errors.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { repOnly } from '../rep-auth/api.js';
import { storeProductImage } from './product-images.service.js';

const TOO_LARGE = `An image can be at most ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/** The one file of a multipart body; a body that is not well-formed multipart answers 400, not 500. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', 'Choose an image to upload.', 'file');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, 'file');
    throw new AppError('BAD_REQUEST', 'The upload could not be read: send one image as multipart/form-data in a "file" field.', 'file');
  }
}

/**
 * POST /api/admin/images (multipart, one `file`): the representative's image upload, answering
 * {imageUrl} for the product form. Uploaded files are served under /uploads/ for a year: their
 * names change with their content.
 */
export const productImagesRest: RestPlugin = async (app, deps) => {
  const uploadsDir = path.resolve(projectRoot, deps.env.UPLOADS_DIR);
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
    },
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
    scope.post('/api/admin/images', { preHandler: repOnly.preHandler(deps) }, async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data with a "file" field.', 'file');
      return reply.status(201).send(await storeProductImage(uploadsDir, await readUploadedFile(request)));
    });
  });
};
