import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import type { TestPerson } from './people-test-helpers.js';
import { repCookie } from './rep-session.js';
import type { TestContext } from './test-app.js';

export const DAY_MS = 86_400_000;
/** The UTC day that long ago, as YYYY-MM-DD. */
export const dayAgo = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export interface ImportedOrder {
  id: string;
  orderNumber: string;
  personId: string | null;
  quizResponseId: number | null;
  emailMessageId: string | null;
  source: string | null;
}

/** Imports CSV rows (`order_number,date,total,email,product_slug,quantity,line_total`) without crediting members. */
async function importOrderRows(t: TestContext, rows: string[]): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/loyalty/store-orders.csv?creditMembers=false',
    headers: { cookie: await repCookie(t.app), 'content-type': 'text/csv' },
    payload: ['order_number,date,total,email,product_slug,quantity,line_total', ...rows].join('\n'),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One $30.00 order per address, each with one line of the product, in one import. */
export async function importOrdersOfProduct(t: TestContext, emails: readonly string[], productId: number): Promise<void> {
  const [product] = await t.db.dataSource.query<Array<{ slug: string }>>(`SELECT slug FROM product WHERE id = $1`, [productId]);
  const rows = emails.map((email) => `PO-${randomBytes(5).toString('hex').toUpperCase()},${dayAgo(0)},30.00,${email},${product!.slug},1,30.00`);
  await importOrderRows(t, rows);
}

/**
 * Imports one order through the back-office CSV import: $30.00, and when lines are given, the
 * first at $10.00 and the others at $20.00 each.
 */
export async function importTestOrder(t: TestContext, email: string, lines: Array<{ slug: string }> = [], orderedOn = dayAgo(0)): Promise<ImportedOrder> {
  const number = `ATTR-${randomBytes(4).toString('hex').toUpperCase()}`;
  const rows = lines.length === 0 ? [`${number},${orderedOn},30.00,${email},,1,`] : lines.map((line, index) => `${number},${orderedOn},30.00,${email},${line.slug},1,${index === 0 ? '10.00' : '20.00'}`);
  await importOrderRows(t, rows);
  const [order] = await t.deps.dataSource.query(
    `SELECT id, "orderNumber", "personId", "quizResponseId", "emailMessageId"::text AS "emailMessageId", source FROM store_order WHERE "orderNumber" = $1`,
    [number],
  );
  return order as ImportedOrder;
}

/** A click, that long ago, on the first message we sent the person; answers the message's id and template. */
export async function clickedAgo(t: TestContext, person: TestPerson, ms: number): Promise<{ id: string; template: string }> {
  const [message] = await t.deps.dataSource.query(`SELECT id::text AS id, template FROM email_message WHERE recipient = $1 ORDER BY id LIMIT 1`, [person.email]);
  await t.deps.dataSource.query(`INSERT INTO email_click ("messageId", target, "clickedAt") VALUES ($1, 'shop.example/results', now() - make_interval(secs => $2))`, [message.id, ms / 1000]);
  return message;
}

/** The slugs of the products the person's quiz picked. */
export async function picksOf(t: TestContext, person: TestPerson): Promise<string[]> {
  const [row] = await t.deps.dataSource.query(
    `SELECT array_agg(p.slug) AS slugs FROM quiz_response r, jsonb_array_elements(r.result -> 'routine' -> 'picks') pick JOIN product p ON p.id = (pick ->> 'productId')::int WHERE r.id = $1`,
    [person.quizResponseId],
  );
  return row.slugs;
}

/** Makes a store-order push secret as the representative does; answers it. */
export async function newPushSecret(t: TestContext): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/store-orders/webhook-secret', headers: { cookie: await repCookie(t.app) } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().secret;
}

/** Pushes one order as a storefront does: the JSON body signed with the secret (Standard Webhooks). */
export function pushTestOrder(t: TestContext, secret: string, body: unknown) {
  const id = `msg_${randomUUID()}`;
  const at = new Date();
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/store/orders',
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, payload) },
    payload,
  });
}

/** Imports a CSV through the back-office import as it is; answers the response. */
export async function importTestCsv(t: TestContext, csv: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/loyalty/store-orders.csv', headers: { cookie: await repCookie(t.app), 'content-type': 'text/csv' }, payload: csv });
}
