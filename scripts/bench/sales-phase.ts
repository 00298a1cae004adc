/**
 * The sales goals S1-S4 on one scratch database (sales-seed.ts: 1 M quiz responses, 300 k
 * orders, 1 M lines at scale 1): S3 the chart queries, then the compiled app in production mode
 * for S4 the overview's first byte, S1 an import of 10,000 orders with 30,000 lines, and S2
 * pushes from 50 senders with the server killed once. Below scale 1 nothing is judged but S2's
 * count of lost and doubled orders, which does not depend on size (tables and verdicts:
 * sales-report.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openScratchDatabase } from './analytics-seed.js';
import { startServer } from './bench-processes.js';
import { benchClientDir } from './bundle-size.js';
import { orderExportCsv } from './sales-orders.js';
import { measurePushes, type PushTiming } from './sales-push.js';
import { type Latency, measureChartQueries, measureOverviewFirstByte } from './sales-reads.js';
import { orderMixOf, type SalesCounts, salesCounts, seedSalesData } from './sales-seed.js';
import { postStoreOrderCsv, signInAsRep } from './store-order-import-phase.js';

export const salesDirName = 'bench-sales-pg';
const PASSWORD = 'bench-rep-password';
export const IMPORT_ORDERS = 10_000;
export const IMPORT_LINES = 30_000;
const PUSH_ORDERS = 10_000;
/** The pushes stop being sent after this long: at 500 orders/s the 10,000 take 20 s and the restart a few more. */
const PUSH_SECONDS = 60;
const SENDERS = 50;

type ImportRun = { seconds: number; report: Record<string, number> };

export interface SalesTiming {
  scale: number;
  counts: SalesCounts;
  seedMs: Record<string, number>;
  rows: Record<string, number>;
  charts: Latency[];
  firstByte: Latency[];
  importBytes: number;
  imports: { first: ImportRun; again: ImportRun };
  push: PushTiming;
}

/** Rows of the tables the goal's sizes are about, and of the rollups the charts read. */
async function rowCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const tables = ['quiz_response', 'funnel_event', '"user"', 'email_message', 'store_order', 'store_order_line', 'funnel_daily_total', 'funnel_depth_daily', 'sales_daily', 'sales_product_daily', 'recommendation_daily'];
  const [row] = await dataSource.query<Array<Record<string, string>>>(`SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table}) AS "${table.replaceAll('"', '')}"`).join(', ')}`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([table, count]) => [table, Number(count)]));
}

export async function measureSales(scale: number, port: number): Promise<SalesTiming> {
  const counts = salesCounts(scale);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const { dataSource, url, close } = await openScratchDatabase(salesDirName);
  try {
    log(`seeding ${counts.responses.toLocaleString('en-US')} quiz responses, ${counts.orders.toLocaleString('en-US')} orders (many minutes at scale 1)`);
    const seedMs = await seedSalesData(dataSource, counts, log);
    const rows = await rowCounts(dataSource);
    log('S3 chart queries');
    const charts = await measureChartQueries(dataSource);
    // The app as deployed: compiled, production mode, its own database; a restart finds its sessions
    // and secret there. No daily backup or digest: a minute after start the day's backup would dump
    // the whole database (into the shared .data/backups) while the goals are being timed.
    const appSecret = randomBytes(32).toString('hex');
    const start = (name: string) =>
      startServer({
        name,
        entry: 'dist/server/main.js',
        port,
        readyPath: '/ready',
        env: {
          DATABASE_URL: url,
          CLIENT_DIST_DIR: benchClientDir,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          REP_PASSWORD: PASSWORD,
          APP_SECRET: appSecret,
          MAIL_WORKER: 'off',
          BACKUP_DAILY: 'off',
          DIGEST_DAILY: 'off',
        },
      });
    let app = await start('sales-app');
    try {
      const cookie = await signInAsRep(app.baseUrl, PASSWORD);
      log('S4 overview first byte');
      const firstByte = await measureOverviewFirstByte(app.baseUrl, cookie);
      log('S1 import');
      const csv = orderExportCsv(await orderMixOf(dataSource, 'IMP', 7, 2_000), IMPORT_ORDERS, IMPORT_LINES);
      const first = await postStoreOrderCsv(app.baseUrl, cookie, csv);
      const again = await postStoreOrderCsv(app.baseUrl, cookie, csv);
      log('S2 pushes');
      const orders = scale >= 1 ? PUSH_ORDERS : Math.max(2_000, Math.round(PUSH_ORDERS * scale));
      const pushed = await measurePushes({ app, restart: () => start('sales-app-restarted'), cookie, dataSource, mix: await orderMixOf(dataSource, 'PUSH', 1, 1_000), orders, seconds: PUSH_SECONDS, senders: SENDERS });
      app = pushed.app;
      return { scale, counts, seedMs, rows, charts, firstByte, importBytes: Buffer.byteLength(csv), imports: { first, again }, push: pushed.timing };
    } finally {
      await app.stop();
    }
  } finally {
    await close();
  }
}
