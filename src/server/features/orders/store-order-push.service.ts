import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { EntityManager } from 'typeorm';
import { ZodError } from 'zod';
import { formatCents } from '../../../shared/money.js';
import { type StoreOrderPushResult, storeOrderPushSchema } from '../../../shared/store-orders.js';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError, describeZodError } from '../../errors.js';
import { recordStoreOrders } from './record-store-orders.js';
import { STORE_ORDER_WRITES_LOCK } from './store-order-writes.js';
import { verifyingSecrets } from './webhook-secret.service.js';

/** The three Standard Webhooks headers, as received (a repeated header counts as missing). */
export interface PushHeaders {
  'webhook-id'?: string | string[];
  'webhook-timestamp'?: string | string[];
  'webhook-signature'?: string | string[];
}

/** The longest delivery id kept (store_order_delivery.webhookId). */
const WEBHOOK_ID_MAX = 200;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** What a verification failure is called in the answer: the sender's own fault, said plainly. */
function refusalOf(error: WebhookVerificationError): AppError {
  if (error.message === 'Missing required headers') return new AppError('UNAUTHORIZED', 'The push needs the webhook-id, webhook-timestamp and webhook-signature headers');
  if (/timestamp|Signature Headers/i.test(error.message)) return new AppError('UNAUTHORIZED', 'The webhook-timestamp is not within 5 minutes of now');
  return new AppError('UNAUTHORIZED', 'The webhook-signature does not match this body and the store order secret');
}

/** Checks the signature with each secret in force; gives the verified body as text. */
async function verifiedBody(deps: AppDeps, body: string, headers: PushHeaders): Promise<string> {
  const secrets = await verifyingSecrets(deps.dataSource);
  if (secrets.length === 0) throw new AppError('UNAUTHORIZED', 'Store order pushes are not set up: make a webhook secret in the back-office first');
  const received = { 'webhook-id': single(headers['webhook-id']), 'webhook-timestamp': single(headers['webhook-timestamp']), 'webhook-signature': single(headers['webhook-signature']) };
  let refusal: WebhookVerificationError | undefined;
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(body, received, { jsonParse: false });
      return body;
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      refusal = error;
    }
  }
  throw refusalOf(refusal as WebhookVerificationError);
}

function parsedOrder(body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('BAD_REQUEST', 'The body is not valid JSON');
  }
  try {
    return storeOrderPushSchema.parse(json);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const { message, field } = describeZodError(error);
    throw new AppError('BAD_REQUEST', message, field);
  }
}

/** The answer to a push of an order recorded before: what it holds. */
async function alreadyRecorded(manager: EntityManager, orderNumber: string): Promise<StoreOrderPushResult> {
  const [counts] = await manager.query<Array<{ lines: number; unknown: number }>>(
    `SELECT count(l.id)::int AS lines, count(l.id) FILTER (WHERE l."productId" IS NULL)::int AS unknown
       FROM store_order o LEFT JOIN store_order_line l ON l."orderId" = o.id WHERE o."orderNumber" = $1`,
    [orderNumber],
  );
  return { orderNumber, recorded: 'already', lines: counts?.lines ?? 0, unknownProductLines: counts?.unknown ?? 0 };
}

/**
 * `POST /api/store/orders`: one order a storefront pushes, signed by the Standard Webhooks
 * scheme. Idempotent twice over: a delivery id seen before, or an order number recorded before
 * with the same details, records nothing again (`recorded: 'already'`); the same number with
 * other details is a 409. The order goes through the same recording and claim checks as the
 * CSV import.
 */
export async function receiveStoreOrderPush(deps: AppDeps, body: string, headers: PushHeaders): Promise<StoreOrderPushResult> {
  const order = parsedOrder(await verifiedBody(deps, body, headers));
  const webhookId = single(headers['webhook-id']);
  // Kept whole, so two deliveries are never taken for one: an id too long to keep is refused.
  if (webhookId.length > WEBHOOK_ID_MAX) throw new AppError('BAD_REQUEST', `The webhook-id is at most ${WEBHOOK_ID_MAX} characters`);
  return deps.dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock_shared($1)`, [STORE_ORDER_WRITES_LOCK]);
    const delivered = await manager.query<unknown[]>(
      `INSERT INTO store_order_delivery ("webhookId", "orderNumber") VALUES ($1, $2) ON CONFLICT ("webhookId") DO NOTHING RETURNING 1`,
      [webhookId, order.orderNumber],
    );
    if (delivered.length === 0) return alreadyRecorded(manager, order.orderNumber);
    const recorded = await recordStoreOrders(manager, [order], { via: 'push', creditMembers: true });
    const conflict = recorded.conflicts[0];
    if (conflict) {
      throw new AppError(
        'CONFLICT',
        `Order ${order.orderNumber} was recorded before as ${formatCents(conflict.before.totalCents)} on ${conflict.before.orderedOn}; nothing was changed`,
      );
    }
    if (recorded.newOrders === 0) return alreadyRecorded(manager, order.orderNumber);
    return { orderNumber: order.orderNumber, recorded: 'new', lines: recorded.newLines, unknownProductLines: recorded.unknownProductLines };
  });
}
