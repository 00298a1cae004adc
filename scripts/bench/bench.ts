/**
 * `npm run bench`: the performance goals P1-P3, P5-P10, L1 (loyalty import), F1 (fairness) and S1-S4 (sales), measured in one run on this machine.
 * Every phase is bounded; child servers, Chromium and embedded databases are stopped at the end.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/server/db/data-source.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { analyticsDirName, analyticsTable, analyticsVerdict, measureAnalytics } from './analytics-phase.js';
import { type BenchOptions, type Phase, parseBenchOptions } from './bench-options.js';
import { benchDataDir, checkNoOrphanPostgres, removeDir, startServer, stopAllServers } from './bench-processes.js';
import { buildScenarios, loadVerdicts, submitOneQuiz, type Verdict } from './bench-scenarios.js';
import { loadTable, printSection, verdictTable } from './bench-table.js';
import { benchClientDir, buildClient, bundleTable, bundleVerdict, measureLandingJavaScript } from './bundle-size.js';
import { auditPages, lighthouseTable, lighthouseVerdicts, pagesToAudit } from './lighthouse-audit.js';
import { fairnessTable, fairnessVerdicts, measureFairness } from './fairness-phase.js';
import { imageVerdict, measureImageServing } from './images-phase.js';
import { hydrationTable, measureHydration } from './hydration-phase.js';
import { runScenarios } from './load-runner.js';
import { mailDirName, mailTable, mailVerdicts, measureMail } from './mail-phase.js';
import { measureFirstDrawAfterChange, P10_PAGES, pageScenarios, pageVerdicts } from './pages-phase.js';
import { measureStartup, startupDataDir, startupTable } from './startup-timing.js';
import { importDirName, importTable, importVerdict, measureStoreOrderImport } from './store-order-import-phase.js';
import { measureProductAdmin, productAdminDirName, productAdminTable, productAdminVerdicts } from './product-admin-phase.js';
import { measureNewsletter, newsletterDirName, newsletterTable, newsletterVerdicts } from './newsletter-phase.js';
import { measureSales, salesDirName } from './sales-phase.js';
import { measureSegments, segmentsDirName } from './segments-phase.js';
import { latencyTable, salesImportTable, salesPushTable, salesSeedTable, salesVerdicts } from './sales-report.js';

// BENCH_PORT_OFFSET lets two benches run side by side (ports 3201-3211 + offset, own database folder).
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const HELLO_PORT = 3201 + portOffset;
const APP_PORT = 3202 + portOffset;
const STARTUP_PORT = 3203 + portOffset;
const BASELINE_PORT = 3204 + portOffset;
const MAIL_APP_PORT = 3205 + portOffset;
const IMPORT_APP_PORT = 3206 + portOffset;
const PRODUCTS_APP_PORT = 3207 + portOffset;
const PRODUCTS_BASELINE_PORT = 3208 + portOffset;
const IMAGE_DISK_PORT = 3209 + portOffset;
const NEWSLETTER_APP_PORT = 3210 + portOffset;
const SALES_APP_PORT = 3211 + portOffset;
const appDataDir = benchDataDir(portOffset ? `bench-app-pg-${portOffset}` : 'bench-app-pg');

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(', ');

function machineLine(options: BenchOptions): string {
  const cpus = os.cpus();
  return [
    `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    `${options.connections} connections, warm-up ${options.warmup} s, ${options.rounds} rounds × ${options.duration} s (median round)`,
    `load average at start: ${load()}`,
  ].join('\n');
}

async function benchBundle(verdicts: Verdict[]): Promise<void> {
  process.stderr.write(`building the client into ${benchClientDir}\n`);
  buildClient();
  const { chunks, stylesheets, totalGzip } = measureLandingJavaScript();
  printSection('P6 landing route initial JavaScript', bundleTable(chunks, stylesheets, totalGzip));
  verdicts.push(bundleVerdict(totalGzip));
}

/** The app's PostgreSQL: DATABASE_URL when given, otherwise one the bench starts (and stops). */
async function benchDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  await removeDir(appDataDir);
  const embedded = await startEmbeddedPostgres({ dataDir: appDataDir, database: 'bench_app' });
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      await removeDir(appDataDir);
    },
  };
}

async function benchServers(options: BenchOptions, verdicts: Verdict[]): Promise<void> {
  const database = await benchDatabase();
  try {
    const [hello, app] = await Promise.all([
      startServer({ name: 'hello-world', entry: 'scripts/bench/hello-world-server.ts', port: HELLO_PORT, readyPath: '/' }),
      // The app as deployed: compiled, production mode, warnings only, DATABASE_URL; with the
      // demo data, which production seeds only when asked, since the scenarios load its pages.
      startServer({
        name: 'app',
        entry: 'dist/server/main.js',
        port: APP_PORT,
        readyPath: '/ready',
        env: {
          DATABASE_URL: database.url,
          CLIENT_DIST_DIR: benchClientDir,
          NODE_ENV: 'production',
          SEED_DEMO_DATA: 'true',
          LOG_LEVEL: 'warn',
          REP_PASSWORD: 'bench-rep-password',
          // The load's visitors come with addresses of their own (X-Forwarded-For), as behind a proxy.
          TRUST_PROXY: 'loopback',
          SITE_URL: `http://127.0.0.1:${APP_PORT}`,
        },
      }),
    ]);
    if (!options.skip.has('load') || !options.skip.has('pages')) {
      await submitOneQuiz(app.baseUrl);
      const baseline = await startServer({
        name: 'baseline',
        entry: 'scripts/bench/baseline-server.ts',
        port: BASELINE_PORT,
        readyPath: '/products-copy',
        env: { APP_URL: app.baseUrl, DATABASE_URL: database.url, PAGE_PATHS: P10_PAGES.join(',') },
      });
      const target = (server: typeof app) => ({ baseUrl: server.baseUrl, pid: server.child.pid ?? 0 });
      if (!options.skip.has('load')) {
        const results = await runScenarios(buildScenarios({ hello: target(hello), baseline: target(baseline), app: target(app) }), options);
        printSection('P1-P3 load (autocannon)', loadTable(results));
        const ratios = loadVerdicts(results);
        printSection('P1-P3 ratios', verdictTable(ratios));
        verdicts.push(...ratios);
      }
      if (!options.skip.has('pages')) {
        const results = await runScenarios(pageScenarios({ baseline: target(baseline), app: target(app) }), options);
        printSection('P10 public pages (autocannon)', loadTable(results));
        const pages = pageVerdicts(results, await measureFirstDrawAfterChange(app.baseUrl, 'bench-rep-password'));
        printSection('P10 ratios', verdictTable(pages));
        verdicts.push(...pages);
      }
    }
    if (!options.skip.has('fairness')) {
      const timing = await measureFairness(app.baseUrl, options.duration);
      printSection(`F1 fairness under a burst (load average ${load()})`, fairnessTable(timing));
      verdicts.push(...fairnessVerdicts(timing, options.quick));
    }
    if (!options.skip.has('images')) {
      const { results, bytes } = await measureImageServing({ baseUrl: app.baseUrl, pid: app.child.pid ?? 0 }, 'bench-rep-password', IMAGE_DISK_PORT, options);
      printSection('IMG product images from PostgreSQL (autocannon)', loadTable(results));
      verdicts.push(imageVerdict(results, bytes));
    }
    if (!options.skip.has('lighthouse')) {
      const audits = await auditPages(app.baseUrl, await pagesToAudit(app.baseUrl), options.quick ? 1 : 3);
      printSection('P6 Lighthouse (mobile preset)', lighthouseTable(audits));
      for (const audit of audits) {
        console.log(`\n${audit.path} below full marks: ${audit.shortfalls.join('; ') || 'none'}\nlargest paint: ${audit.lcpElement}`);
      }
      verdicts.push(...lighthouseVerdicts(audits));
    }
    if (!options.skip.has('hydration')) {
      const timings = await measureHydration(app.baseUrl, options.quick ? 3 : 5);
      printSection('H1 first paint to hydration (phone profile: 4× CPU slowdown, slow 4G; first visit)', hydrationTable(timings));
    }
  } finally {
    await stopAllServers();
    await database.stop();
  }
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  printSection('Machine', machineLine(options));
  const verdicts: Verdict[] = [];

  if (!options.skip.has('bundle')) await benchBundle(verdicts);
  else if (!existsSync(path.join(projectRoot, benchClientDir, '.vite/manifest.json'))) buildClient();

  if (!options.skip.has('startup')) {
    const { timings, buildCheck } = await measureStartup(STARTUP_PORT);
    printSection('P7 start to ready', startupTable(timings, buildCheck));
  }
  if (['load', 'pages', 'lighthouse', 'images', 'fairness', 'hydration'].some((phase) => !options.skip.has(phase as Phase))) await benchServers(options, verdicts);

  if (!options.skip.has('analytics')) {
    const timing = await measureAnalytics(options.analyticsRows);
    printSection(`P5 analytics stats (seeded in ${Math.round(timing.seedMs / 1000)} s)`, analyticsTable(timing));
    verdicts.push(analyticsVerdict(timing));
  }

  if (!options.skip.has('mail')) {
    const timing = await measureMail(10_000, MAIL_APP_PORT);
    printSection('P8 email outbox', mailTable(timing));
    verdicts.push(...mailVerdicts(timing));
  }

  if (!options.skip.has('import')) {
    const timing = await measureStoreOrderImport(IMPORT_APP_PORT);
    printSection('L1 loyalty store-order import', importTable(timing));
    verdicts.push(importVerdict(timing));
  }

  if (!options.skip.has('products')) {
    const timing = await measureProductAdmin({ app: PRODUCTS_APP_PORT, baseline: PRODUCTS_BASELINE_PORT }, options);
    printSection('P9 back-office with 10,000 products', productAdminTable(timing));
    verdicts.push(...productAdminVerdicts(timing));
  }

  if (!options.skip.has('newsletter')) {
    const timing = await measureNewsletter(50_000, NEWSLETTER_APP_PORT, { duration: options.duration, connections: options.connections });
    printSection('N1 newsletter to 50,000 subscribers', newsletterTable(timing));
    verdicts.push(...newsletterVerdicts(timing));
  }

  if (!options.skip.has('sales')) {
    const timing = await measureSales(options.salesScale, SALES_APP_PORT);
    printSection(`S1-S4 sales data at scale ${options.salesScale} (load average ${load()})`, salesSeedTable(timing));
    printSection('S3 chart queries (service functions, in process)', latencyTable(timing.charts, 'Query'));
    printSection('S4 overview first byte (signed in, over HTTP)', latencyTable(timing.firstByte, 'Request'));
    printSection('S1 store-order import with lines', salesImportTable(timing));
    printSection('S2 signed pushes, server killed once', salesPushTable(timing.push));
    verdicts.push(...salesVerdicts(timing));
  }

  if (!options.skip.has('segments')) {
    console.log(`\n### M1-M2 segments at 100,000 people (load average ${load()})\n`);
    verdicts.push(...(await measureSegments()));
  }

  printSection('Summary', verdictTable(verdicts));
  const judged = verdicts.filter((verdict) => verdict.pass !== null);
  const passed = judged.filter((verdict) => verdict.pass).length;
  console.log(`\n${passed} of ${judged.length} goals met. Load average at end: ${load()}`);
}

async function cleanUp(): Promise<void> {
  await stopAllServers();
  const leftovers = await checkNoOrphanPostgres([appDataDir, startupDataDir, benchDataDir(analyticsDirName), benchDataDir(mailDirName), benchDataDir(importDirName), benchDataDir(productAdminDirName), benchDataDir(newsletterDirName), benchDataDir(salesDirName), benchDataDir(segmentsDirName)]);
  if (leftovers.length > 0) console.error(`Stopped leftover PostgreSQL: ${leftovers.join(', ')}`);
}

process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping the servers');
  void cleanUp().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
