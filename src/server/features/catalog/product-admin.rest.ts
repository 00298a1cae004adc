import { adminProductListInputSchema, createProductInputSchema, PRODUCT_FILE_MAX_BYTES, updateProductInputSchema } from '../../../shared/admin-products.js';
import { nothingImportedMessage } from '../../../shared/csv-import.js';
import { limitedStream } from '../../http/limited-stream.js';
import { bodyObject, parseInput, routeIdSchema } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { createProduct, getAdminProduct, listAdminProducts, updateProduct } from './product-admin.service.js';
import { exportProductsCsv } from './product-export.service.js';
import { importProducts } from './product-import.service.js';

type Query = Record<string, unknown>;
const idSchema = routeIdSchema('product');
const numeric = (value: unknown) => (value === undefined ? undefined : Number(value));

/** The representative's product back-office under /api/admin/products (signed in only). */
export const productAdminRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('catalogue').preHandler(deps));

    scope.get<{ Querystring: Query }>('/api/admin/products', async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const paging = Object.fromEntries(Object.entries({ page: numeric(page), pageSize: numeric(pageSize) }).filter(([, value]) => value !== undefined));
      return listAdminProducts(dataSource, parseInput(adminProductListInputSchema, { ...rest, ...paging }));
    });
    scope.get<{ Params: { id: string } }>('/api/admin/products/:id', async (request) => getAdminProduct(dataSource, parseInput(idSchema, request.params).id));
    scope.post('/api/admin/products', async (request, reply) => reply.status(201).send(await createProduct(deps, parseInput(createProductInputSchema, request.body))));
    scope.patch<{ Params: { id: string } }>('/api/admin/products/:id', async (request) => {
      const { id } = parseInput(idSchema, request.params);
      return updateProduct(deps, parseInput(updateProductInputSchema, { ...bodyObject(request.body), id }));
    });

    scope.get('/api/admin/products.csv', async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'no-store')
        .send(await exportProductsCsv(dataSource)),
    );
    // The file streams straight into the CSV parser; nothing is buffered whole.
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    scope.post('/api/admin/products.csv', async (request, reply) => {
      const result = await importProducts(deps, limitedStream(request.body, PRODUCT_FILE_MAX_BYTES));
      if (result.imported) return result;
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: nothingImportedMessage(result) }, report: result });
    });
  });
};
