import { STORE_ORDER_FILE_MAX_BYTES, STORE_ORDER_PUSH_MAX_BYTES } from '../../../shared/store-orders.js';
import { nothingImportedMessage } from '../../../shared/csv-import.js';
import { AppError } from '../../errors.js';
import { limitedStream } from '../../http/limited-stream.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { importStoreOrders } from './store-order-import.service.js';
import { type PushHeaders, receiveStoreOrderPush } from './store-order-push.service.js';
import { rotateWebhookSecret, webhookSecretStatus } from './webhook-secret.service.js';

/**
 * Store orders in: `POST /api/store/orders` (a storefront's signed push, public), and under
 * /api/admin (signed in only) the CSV import and the push secret.
 */
export const storeOrdersRest: RestPlugin = async (app, deps) => {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text until it is verified.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: STORE_ORDER_PUSH_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.post('/api/store/orders', async (request, reply) => {
      try {
        const result = await receiveStoreOrderPush(deps, String(request.body ?? ''), request.headers as PushHeaders);
        return reply.status(result.recorded === 'new' ? 201 : 200).send(result);
      } catch (error) {
        // Every refusal is logged for the representative's troubleshooting, never with the body.
        if (error instanceof AppError && error.status < 500) request.log.warn({ status: error.status, reason: error.message, webhookId: String(request.headers['webhook-id'] ?? '').slice(0, 80) }, 'store order push refused');
        throw error;
      }
    });
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/store-orders/webhook-secret', async () => webhookSecretStatus(deps.dataSource));
    scope.post('/api/admin/store-orders/webhook-secret', async (_request, reply) => reply.status(201).send(await rotateWebhookSecret(deps.dataSource)));

    // The order export streams straight into the CSV parser; nothing is buffered whole.
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    scope.post<{ Querystring: Record<string, unknown> }>('/api/admin/loyalty/store-orders.csv', async (request, reply) => {
      const creditMembers = request.query.creditMembers !== 'false';
      const source = limitedStream(request.body, STORE_ORDER_FILE_MAX_BYTES);
      const result = await importStoreOrders(deps.dataSource, source, { creditMembers });
      if (result.imported) return result;
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: nothingImportedMessage(result) }, report: result });
    });
  });
};
