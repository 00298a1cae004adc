import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { WebhookSecretStatus } from '../../../shared/store-orders.js';
import { sharedFreshRead } from '../../db/grouped-writes.js';
import { recordAudit } from '../audit/api.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/** How long the secret before a rotation still verifies pushes. */
const PREVIOUS_SECRET_HOURS = 24;

/**
 * Makes a new signing secret for storefront pushes (`whsec_` + 32 random bytes in base64, the
 * Standard Webhooks form) and gives it once: afterwards only whether one exists is shown. The
 * one it replaces keeps verifying for a day.
 */
export async function rotateWebhookSecret(dataSource: DataSource): Promise<{ secret: string }> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  await dataSource.transaction(async (manager) => {
    const [before] = await queryRows(manager, sql<{ rotatedAt: Date }>`SELECT "rotatedAt" FROM store_order_webhook WHERE id = 1 FOR UPDATE`);
    await execute(manager, sql`INSERT INTO store_order_webhook (id, secret, "previousSecret", "previousUntil", "rotatedAt") VALUES (1, ${secret}, NULL, NULL, now())
       ON CONFLICT (id) DO UPDATE SET "previousSecret" = store_order_webhook.secret,
         "previousUntil" = now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS}), secret = EXCLUDED.secret, "rotatedAt" = now()`);
    await recordAudit(manager, { area: 'store-orders', subject: 'webhook-secret', action: before ? 'rotate secret' : 'create secret', after: { previousValidForHours: before ? PREVIOUS_SECRET_HOURS : 0 } });
  });
  return { secret };
}

export async function webhookSecretStatus(dataSource: DataSource): Promise<WebhookSecretStatus> {
  const [row] = await queryRows(dataSource, sql<{ rotatedAt: Date; previousUntil: Date | null }>`SELECT "rotatedAt", "previousUntil" FROM store_order_webhook WHERE id = 1`);
  return {
    configured: row !== undefined,
    rotatedAt: row ? row.rotatedAt.toISOString() : null,
    previousValidUntil: row?.previousUntil && row.previousUntil > new Date() ? row.previousUntil.toISOString() : null,
  };
}

async function readVerifyingSecrets(dataSource: DataSource): Promise<string[]> {
  const [row] = await queryRows(dataSource, sql<{ secret: string; previousSecret: string | null; previousValid: boolean }>`SELECT secret, "previousSecret", coalesce("previousUntil" > now(), false) AS "previousValid" FROM store_order_webhook WHERE id = 1`);
  if (!row) return [];
  return row.previousSecret && row.previousValid ? [row.secret, row.previousSecret] : [row.secret];
}

const sharedReads = new WeakMap<DataSource, () => Promise<string[]>>();

/**
 * The secrets a push may be signed with now: the current one, and the one before it during its
 * day of grace. Pushes arriving together share one read, made after each of them arrived.
 */
export function verifyingSecrets(dataSource: DataSource): Promise<string[]> {
  let read = sharedReads.get(dataSource);
  if (!read) {
    read = sharedFreshRead(() => readVerifyingSecrets(dataSource));
    sharedReads.set(dataSource, read);
  }
  return read();
}
