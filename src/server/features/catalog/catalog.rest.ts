import { listProductsInputSchema } from '../../../shared/catalog.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { listProducts } from './catalog.service.js';

/** GET /api/products, optional ?category= (SPEC §7). */
export const catalogRest: RestPlugin = (app, { dataSource, env }) => {
  app.get<{ Querystring: Record<string, unknown> }>('/api/products', async (request) => {
    const input = parseInput(listProductsInputSchema, { ...request.query });
    return { products: await listProducts(dataSource, env.STORE_URL, input) };
  });
};
