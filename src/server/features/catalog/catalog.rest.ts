import { listProductsInputSchema } from '../../../shared/catalog.js';
import { preferredEncoding } from '../../http/accepted-encoding.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';

/**
 * GET /api/products, optional ?category= (SPEC §7). The body comes ready-made from the catalogue
 * cache, compressed once per catalogue version; its ETag lets a browser revalidate with a 304.
 */
export const catalogRest: RestPlugin = (app, { catalog }) => {
  app.get<{ Querystring: Record<string, unknown> }>('/api/products', async (request, reply) => {
    const input = parseInput(listProductsInputSchema, { ...request.query });
    const list = (await catalog.current()).list(input.category);
    reply.header('etag', list.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === list.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(list.body(encoding));
  });
};
