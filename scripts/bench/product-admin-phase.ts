/**
 * P9: the back-office with a 10,000-product catalogue. The compiled app in production mode on
 * its own PostgreSQL: 10,000 products imported as one CSV over HTTP (timed), then the product
 * table's page query (search, filter, sort, page) and the public catalogue and a quiz submit
 * with that catalogue, each timed one request at a time; then the same two under load beside
 * their P2 and P3 yardsticks (a bare route sending the same bytes, one plain INSERT of a quiz-sized row), so their
 * goals are checked with the big catalogue too.
 */
import { randomBytes } from 'node:crypto';
import { budgetTiers, routineSteps, skinConcerns, skinTypes } from '../../src/shared/catalog.js';
import { productCategories } from '../../src/shared/product-categories.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import type { BenchOptions } from './bench-options.js';
import { benchDataDir, removeDir, startServer } from './bench-processes.js';
import { catalogueAndSubmitScenarios, catalogueAndSubmitVerdicts, type Verdict } from './bench-scenarios.js';
import { quizSubmitBody } from './quiz-load.js';
import { loadTable, markdownTable } from './bench-table.js';
import { runScenarios, type ScenarioResult } from './load-runner.js';

export const productAdminDirName = 'bench-products-pg';
const PRODUCTS = 10_000;
const PASSWORD = 'bench-rep-password';
const TARGET_PAGE_P50_MS = 20;
const TARGET_IMPORT_SECONDS = 5;

export interface ProductAdminTiming {
  importSeconds: number;
  reimportSeconds: number;
  bytes: number;
  page: { p50: number; p99: number };
  publicList: { p50: number; p99: number };
  quizSubmit: { p50: number; p99: number };
  /** P2's and P3's load pairs with this catalogue. */
  load: ScenarioResult[];
}

const pick = <T>(values: readonly T[], n: number): T => values[n % values.length]!;

function catalogueCsv(): string {
  const header = 'slug,name,description,reason,price,originalPrice,imageUrl,tags,category,storePath,concerns,skinTypes,routineStep,budgetTier,fragranceFree,sensitiveSafe,nonComedogenic,harshActives,status';
  const rows = Array.from({ length: PRODUCTS }, (_, n) => {
    const slug = `bench-product-${n}`;
    const price = 500 + ((n * 37) % 9000);
    return [
      slug,
      `Bench Product ${n} ${pick(['Serum', 'Cleanser', 'Cream', 'Toner', 'Mask'], n)}`,
      'A product made up for the benchmark with a description of ordinary length for a catalogue.',
      'Picked for the benchmark.',
      (price / 100).toFixed(2),
      n % 5 === 0 ? ((price + 300) / 100).toFixed(2) : '',
      '/images/products/gentle-cream-cleanser.svg',
      'Bench|Daily use',
      pick(productCategories, n),
      `/p/${slug}`,
      `${pick(skinConcerns, n)}|${pick(skinConcerns, n + 3)}`,
      pick(skinTypes, n),
      pick(routineSteps, n),
      pick(budgetTiers, n),
      String(n % 2 === 0),
      String(n % 3 === 0),
      String(n % 4 === 0),
      String(n % 7 === 0),
      'active',
    ].join(',');
  });
  return `${header}\n${rows.join('\n')}\n`;
}

function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function timed(count: number, request: (n: number) => Promise<Response>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await request(n);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`request answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return percentiles(times.slice(Math.floor(count / 10)));
}

export async function measureProductAdmin(ports: { app: number; baseline: number }, options: BenchOptions): Promise<ProductAdminTiming> {
  const appPort = ports.app;
  const dataDir = benchDataDir(productAdminDirName);
  await removeDir(dataDir);
  const database = await startEmbeddedPostgres({ dataDir, database: 'bench_products' });
  try {
    const app = await startServer({
      name: 'products-app',
      entry: 'dist/server/main.js',
      port: appPort,
      readyPath: '/ready',
      // The 10,000 products join the demo catalogue (asked for: production seeds nothing by default).
      env: { DATABASE_URL: database.url, NODE_ENV: 'production', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', REP_PASSWORD: PASSWORD, APP_SECRET: randomBytes(32).toString('hex'), MAIL_WORKER: 'off', TRUST_PROXY: 'loopback' },
    });
    try {
      const signIn = await fetch(`${app.baseUrl}/api/rep/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
      const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const csv = catalogueCsv();
      const importOnce = async () => {
        const started = performance.now();
        const response = await fetch(`${app.baseUrl}/api/admin/products.csv`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: csv });
        const body = await response.text();
        if (!response.ok) throw new Error(`import answered ${response.status}: ${body.slice(0, 300)}`);
        return (performance.now() - started) / 1000;
      };
      const importSeconds = await importOnce();
      const reimportSeconds = await importOnce();
      const searches = ['', 'serum', 'product 42', '', 'cream'];
      const page = await timed(300, (n) => {
        const query = new URLSearchParams({
          search: pick(searches, n),
          sortBy: pick(['name', 'price', 'updatedAt', 'category'], n),
          sortDirection: n % 2 ? 'asc' : 'desc',
          page: String(1 + (n % 40)),
          pageSize: '25',
          ...(n % 3 === 0 ? { category: pick(productCategories, n) } : {}),
        });
        return fetch(`${app.baseUrl}/api/admin/products?${query}`, { headers: { cookie } });
      });
      const publicList = await timed(100, () => fetch(`${app.baseUrl}/api/products`, { headers: { 'accept-encoding': 'br' } }));
      const quizSubmit = await timed(100, async (n) => {
        const body = JSON.parse(quizSubmitBody()) as { sessionId: string };
        await fetch(`${app.baseUrl}/api/quiz/start`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` }, body: JSON.stringify({ sessionId: body.sessionId }) });
        return fetch(`${app.baseUrl}/api/quiz/submit`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` }, body: JSON.stringify(body) });
      });
      const baseline = await startServer({
        name: 'products-baseline',
        entry: 'scripts/bench/baseline-server.ts',
        port: ports.baseline,
        readyPath: '/products-copy',
        env: { APP_URL: app.baseUrl, DATABASE_URL: database.url },
      });
      try {
        const target = (server: typeof app) => ({ baseUrl: server.baseUrl, pid: server.child.pid ?? 0 });
        const load = await runScenarios(catalogueAndSubmitScenarios({ baseline: target(baseline), app: target(app) }), options);
        return { importSeconds, reimportSeconds, bytes: Buffer.byteLength(csv), page, publicList, quizSubmit, load };
      } finally {
        baseline.child.kill('SIGTERM');
      }
    } finally {
      app.child.kill('SIGTERM');
    }
  } finally {
    await database.stop();
    await removeDir(dataDir);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function productAdminTable(timing: ProductAdminTiming): string {
  const oneAtATime = markdownTable(
    ['measure (10,000 products + the demo catalogue)', 'p50', 'p99'],
    [
      ['CSV import of 10,000 new products', `${timing.importSeconds.toFixed(2)} s`, ''],
      ['the same file again (nothing changes)', `${timing.reimportSeconds.toFixed(2)} s`, ''],
      ['back-office page query (search, filter, sort, page of 25)', ms(timing.page.p50), ms(timing.page.p99)],
      ['GET /api/products (whole catalogue, brotli)', ms(timing.publicList.p50), ms(timing.publicList.p99)],
      ['POST /api/quiz/submit', ms(timing.quizSubmit.p50), ms(timing.quizSubmit.p99)],
    ],
  );
  return `${oneAtATime}\n\nUnder load with that catalogue (autocannon):\n\n${loadTable(timing.load)}`;
}

export function productAdminVerdicts(timing: ProductAdminTiming): Verdict[] {
  return [
    { id: 'P9a', label: 'back-office product page query, 10,000 products', measured: ms(timing.page.p50), target: `p50 ≤ ${TARGET_PAGE_P50_MS} ms`, pass: timing.page.p50 <= TARGET_PAGE_P50_MS },
    { id: 'P9b', label: 'CSV import of 10,000 products', measured: `${timing.importSeconds.toFixed(2)} s`, target: `≤ ${TARGET_IMPORT_SECONDS} s`, pass: timing.importSeconds <= TARGET_IMPORT_SECONDS },
    ...catalogueAndSubmitVerdicts(timing.load, { products: 'P9c', submit: 'P9d' }, ', 10,000 products'),
  ];
}
