/**
 * S2: signed pushes from 50 senders (sales-push-child.ts) to a real server process, which is
 * killed (SIGKILL, mid-transaction for some) once four in ten orders are acknowledged (or four
 * tenths of the time allowed have passed) and started again; then the database is checked: every
 * order sent recorded once with all its lines, one delivery per webhook-id, no claim twice, and
 * the rollups equal to the rows they sum.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { ServerProcess } from './bench-processes.js';
import type { PushOutcome, PushSettings } from './sales-push-child.js';
import { benchOrder, type OrderMix, pushLineCount } from './sales-orders.js';

const pushChild = path.join(import.meta.dirname, 'sales-push-child.ts');
const KILL_AFTER = 0.4;

export interface PushIntegrity {
  missingOrders: number;
  extraOrders: number;
  doubledOrders: number;
  /** Pushed orders whose line count is not what was sent. */
  ordersWithWrongLines: number;
  deliveries: number;
  doubledClaims: number;
  /** Rollup sums beside the rows they sum: [rows, rollup]. */
  rollups: Record<'orders' | 'revenueCents' | 'units' | 'productRevenueCents' | 'personOrders', [number, number]>;
}

export interface PushTiming {
  /** Orders sent (all asked for, unless the time allowed ran out first). */
  orders: number;
  /** Orders asked for, and the time allowed. */
  maxOrders: number;
  seconds: number;
  senders: number;
  outcome: PushOutcome;
  killedAt: number;
  readyAgainAt: number;
  integrity: PushIntegrity;
}

/**
 * Runs the senders; resolves `killPoint` once `threshold` orders are acknowledged or `killAfterMs`
 * have passed, and `done` with the outcome.
 */
function startSenders(settings: PushSettings, threshold: number, killAfterMs: number): { killPoint: Promise<void>; done: Promise<PushOutcome> } {
  const child = spawn(process.execPath, ['--import', 'tsx', pushChild], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  const done = new Promise<PushOutcome>((resolve, reject) =>
    child.once('close', (code) => (code === 0 ? resolve(JSON.parse(stdout) as PushOutcome) : reject(new Error(`the senders failed (${code}): ${stderr.slice(-500)}`)))),
  );
  const killPoint = new Promise<void>((resolve) =>
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
      const acked = [...stderr.matchAll(/acked (\d+)/g)].at(-1)?.[1];
      if (Number(acked) >= threshold) resolve();
    }),
  );
  child.stdin.end(JSON.stringify(settings));
  const late = new Promise<void>((resolve) => setTimeout(resolve, killAfterMs).unref());
  return { killPoint: Promise.race([killPoint, late, done.then(() => {})]), done };
}

async function makeSecret(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/store-orders/webhook-secret`, { method: 'POST', headers: { cookie } });
  const body = (await response.json()) as { secret?: string };
  if (response.status !== 201 || !body.secret) throw new Error(`making the push secret answered ${response.status}`);
  return body.secret;
}

const exitOf = (server: ServerProcess) =>
  new Promise<void>((resolve) => (server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', () => resolve())));

/** What the database holds of the `orders` pushed orders, and whether every rollup equals the rows it sums. */
export async function checkPushedOrders(dataSource: DataSource, mix: OrderMix, orders: number): Promise<PushIntegrity> {
  const expected = new Map(Array.from({ length: orders }, (_, index) => [benchOrder(mix, index, 0).orderNumber, pushLineCount(index)]));
  const stored = await dataSource.query<Array<{ orderNumber: string; copies: number; lines: number }>>(
    `SELECT o."orderNumber", count(DISTINCT o.id)::int AS copies, count(l.id)::int AS lines
       FROM store_order o LEFT JOIN store_order_line l ON l."orderId" = o.id
      WHERE o."orderNumber" LIKE $1 GROUP BY o."orderNumber"`,
    [`${mix.prefix}-%`],
  );
  const found = new Map(stored.map((row) => [row.orderNumber, row]));
  const [counts] = await dataSource.query<Array<{ deliveries: number; doubledClaims: number }>>(
    `SELECT (SELECT count(*) FROM store_order_delivery WHERE "orderNumber" LIKE $1)::int AS deliveries,
            (SELECT count(*) FROM (SELECT 1 FROM purchase_claim WHERE "orderNumber" LIKE $1 GROUP BY "orderNumber" HAVING count(*) > 1) twice)::int AS "doubledClaims"`,
    [`${mix.prefix}-%`],
  );
  const [sums] = await dataSource.query<Array<Record<string, string>>>(
    `SELECT (SELECT count(*) FROM store_order) AS orders, (SELECT sum(orders) FROM sales_daily) AS "rolledOrders",
            (SELECT sum("totalCents") FROM store_order) AS revenue, (SELECT sum("revenueCents") FROM sales_daily) AS "rolledRevenue",
            (SELECT sum(quantity) FROM store_order_line WHERE "productId" IS NOT NULL) AS units, (SELECT sum(units) FROM sales_product_daily) AS "rolledUnits",
            (SELECT sum("lineTotalCents") FROM store_order_line WHERE "productId" IS NOT NULL) AS "productRevenue", (SELECT sum("revenueCents") FROM sales_product_daily) AS "rolledProductRevenue",
            (SELECT count(*) FROM store_order WHERE "personId" IS NOT NULL) AS "personOrders", (SELECT sum(orders) FROM sales_person) AS "rolledPersonOrders"`,
  );
  const pair = (rows: string, rolled: string): [number, number] => [Number(sums?.[rows] ?? 0), Number(sums?.[rolled] ?? 0)];
  return {
    missingOrders: [...expected.keys()].filter((number) => !found.has(number)).length,
    extraOrders: stored.filter((row) => !expected.has(row.orderNumber)).length,
    doubledOrders: stored.filter((row) => row.copies > 1).length,
    ordersWithWrongLines: stored.filter((row) => expected.has(row.orderNumber) && row.lines !== expected.get(row.orderNumber)).length,
    deliveries: counts?.deliveries ?? 0,
    doubledClaims: counts?.doubledClaims ?? 0,
    rollups: {
      orders: pair('orders', 'rolledOrders'),
      revenueCents: pair('revenue', 'rolledRevenue'),
      units: pair('units', 'rolledUnits'),
      productRevenueCents: pair('productRevenue', 'rolledProductRevenue'),
      personOrders: pair('personOrders', 'rolledPersonOrders'),
    },
  };
}

/**
 * Pushes up to `orders` orders in at most `seconds` from `senders` senders to `app`, kills it
 * once 40 % are acknowledged (or 40 % of the time has passed) and starts it again with
 * `restart`; gives the timing and the check, and the server now running.
 */
export async function measurePushes(options: {
  app: ServerProcess;
  restart: () => Promise<ServerProcess>;
  cookie: string;
  dataSource: DataSource;
  mix: OrderMix;
  orders: number;
  seconds: number;
  senders: number;
}): Promise<{ timing: PushTiming; app: ServerProcess }> {
  const secret = await makeSecret(options.app.baseUrl, options.cookie);
  const senders = startSenders(
    { baseUrl: options.app.baseUrl, secret, orders: options.orders, seconds: options.seconds, senders: options.senders, mix: options.mix },
    Math.round(options.orders * KILL_AFTER),
    options.seconds * 1000 * KILL_AFTER,
  );
  await senders.killPoint;
  const killedAt = Date.now();
  options.app.child.kill('SIGKILL');
  await exitOf(options.app);
  await options.app.stop();
  const app = await options.restart();
  const readyAgainAt = Date.now();
  const outcome = await senders.done;
  const integrity = await checkPushedOrders(options.dataSource, options.mix, outcome.sent);
  return { timing: { orders: outcome.sent, maxOrders: options.orders, seconds: options.seconds, senders: options.senders, outcome, killedAt, readyAgainAt, integrity }, app };
}
