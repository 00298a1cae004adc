/** P6 (second half): Lighthouse, mobile preset, in the system Chromium, against the running app. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import playwrightConfig from '../../playwright.config.js';
import { findChromium } from '../ensure-chromium.mjs';
import type { Verdict } from './bench-scenarios.js';
import { markdownTable } from './bench-table.js';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseScores {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits below full marks, worst first (what stands between the page and 100). */
  shortfalls: string[];
  /** The largest contentful paint's element. */
  lcpElement: string;
  /** Lighthouse's CPU speed measure of this machine during the run (lower: busier or slower). */
  benchmarkIndex: number;
  /** Performance scores of every run of this page (the rest is from the median run). */
  runs?: number[];
}

/** Starts headless Chromium with a DevTools port and the same flags as the browser tests. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const executable = findChromium();
  if (!executable) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`');
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const testFlags = playwrightConfig.use?.launchOptions?.args ?? [];
  const child = spawn(executable, ['--headless=new', ...testFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port within 30 s:\n${output}`)), 30_000);
    child.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

/** The run with the median performance score, as Lighthouse's own guidance suggests for noisy machines. */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
}

export async function auditPages(baseUrl: string, paths: readonly string[], runsPerPage: number): Promise<LighthouseScores[]> {
  const chromium = await launchChromium();
  try {
    const results: LighthouseScores[] = [];
    for (const pagePath of paths) {
      const runs: LighthouseScores[] = [];
      for (let attempt = 1; attempt <= runsPerPage; attempt++) {
        process.stderr.write(`lighthouse ${pagePath} (${attempt}/${runsPerPage})\n`);
        runs.push(await auditWithRetries(baseUrl, pagePath, chromium.port));
      }
      results.push({ ...medianRun(runs), runs: runs.map((run) => run.scores.performance) });
    }
    return results;
  } finally {
    await chromium.close();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: it is, twice at most. */
async function auditWithRetries(baseUrl: string, pagePath: string, port: number): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(baseUrl, pagePath, port);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}: auditing again\n`);
    }
  }
}

async function auditOnce(baseUrl: string, pagePath: string, port: number): Promise<LighthouseScores> {
  const run = await lighthouse(baseUrl + pagePath, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!run) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${pagePath}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const audited = new Set(categories.flatMap((id) => lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
  const shortfalls = Object.values(lhr.audits)
    .filter((audit) => audited.has(audit.id) && audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} ${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    path: pagePath,
    scores: scores as LighthouseScores['scores'],
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    shortfalls,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The element Lighthouse took as the largest paint, as a short HTML snippet (where to look first). */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items ?? [];
  const snippet = tables.flatMap((table) => table.items ?? []).find((item) => item.node?.snippet)?.node?.snippet;
  return snippet ? snippet.slice(0, 160) : 'unknown';
}

export function lighthouseTable(results: readonly LighthouseScores[]): string {
  return markdownTable(
    ['Page', 'Performance (runs)', 'Accessibility', 'Best practices', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'CPU index'],
    results.map((result) => [
      result.path,
      `${result.scores.performance} (${(result.runs ?? [result.scores.performance]).join(', ')})`,
      String(result.scores.accessibility),
      String(result.scores['best-practices']),
      String(result.scores.seo),
      result.cls.toFixed(3),
      String(Math.round(result.lcpMs)),
      String(Math.round(result.tbtMs)),
      String(result.benchmarkIndex),
    ]),
  );
}

/** Results pages are private (noindex by design), so search-engine scores are not asked of them. */
const isPrivatePage = (pagePath: string) => pagePath.startsWith('/results');

export function lighthouseVerdicts(results: readonly LighthouseScores[]): Verdict[] {
  return results.map((result) => {
    const seoAsked = !isPrivatePage(result.path);
    return {
      id: 'P6',
      label: `Lighthouse mobile ${result.path}`,
      measured: `perf ${result.scores.performance}, a11y ${result.scores.accessibility}, SEO ${result.scores.seo}, CLS ${result.cls.toFixed(3)}`,
      target: seoAsked ? 'perf ≥ 95, a11y 100, SEO 100, CLS ≤ 0.05' : 'perf ≥ 95, a11y 100, CLS ≤ 0.05 (noindex page)',
      pass: result.scores.performance >= 95 && result.scores.accessibility === 100 && (!seoAsked || result.scores.seo === 100) && result.cls <= 0.05,
    };
  });
}

/** The four pages P6 audits: the landing page, the products page, one article and one results page (a quiz taken for it). */
export async function pagesToAudit(baseUrl: string): Promise<string[]> {
  const articles = (await (await fetch(`${baseUrl}/api/articles`)).json()) as Array<{ slug: string }>;
  const sessionId = `session_${Date.now()}_benchlighthouse`;
  const responses = {
    question_1: 'glow',
    question_2: 'neutral',
    question_3: 'compliments',
    question_4: 'intermediate',
    question_5: 'social',
    question_6: 'none',
    question_7: 'balanced',
    question_8: 'moderate',
  };
  const submit = await fetch(`${baseUrl}/api/quiz/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, responses, userId: null }),
  });
  if (!submit.ok) throw new Error(`quiz submit for the results page: ${submit.status}`);
  return ['/', '/products', `/learning-hub/${articles[0]!.slug}`, `/results-premium/${sessionId}`];
}
