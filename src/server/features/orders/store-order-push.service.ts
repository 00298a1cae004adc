import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { ZodError } from 'zod';
import { type StoreOrderPushResult, storeOrderPushSchema } from '../../../shared/store-orders.js';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError, describeZodError } from '../../errors.js';
import { recordPush } from './store-order-push-writes.js';
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

/**
 * `POST /api/store/orders`: one order a storefront pushes, signed by the Standard Webhooks
 * scheme. Idempotent twice over: a delivery id seen before, or an order number recorded before
 * with the same details, records nothing again (`recorded: 'already'`); the same number with
 * other details is a 409. The order goes through the same recording and claim checks as the
 * CSV import, grouped with the pushes arriving meanwhile (store-order-push-writes.ts).
 */
export async function receiveStoreOrderPush(deps: AppDeps, body: string, headers: PushHeaders): Promise<StoreOrderPushResult> {
  const order = parsedOrder(await verifiedBody(deps, body, headers));
  const webhookId = single(headers['webhook-id']);
  // Kept whole, so two deliveries are never taken for one: an id too long to keep is refused.
  if (webhookId.length > WEBHOOK_ID_MAX) throw new AppError('BAD_REQUEST', `The webhook-id is at most ${WEBHOOK_ID_MAX} characters`);
  return recordPush(deps.dataSource, { webhookId, order });
}
