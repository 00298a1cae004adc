/**
 * P10: public pages as a browser asks for them (brotli, 50 connections) against a bare route
 * sending the same bytes, and how long the first drawing after a content change takes.
 */
import { BROWSER_ACCEPT_ENCODING } from './browser-request.js';
import type { Verdict } from './bench-scenarios.js';
import type { Scenario, ScenarioResult } from './load-runner.js';

interface Target {
  baseUrl: string;
  pid: number;
}

/** The pages P10 holds to the goal; an article of the demo data. */
export const P10_PAGES = ['/', '/products', '/learning-hub/how-to-apply-sunscreen'];

/**
 * Each case: an address the app is asked for, and the page whose bytes the bare route sends. The
 * campaign link (an ad click: its own click id per request) gets the kept /products.
 */
const P10_CASES: ReadonlyArray<{ label: string; path: string; copyOf: string; uniqueParameter?: string }> = [
  ...P10_PAGES.map((path) => ({ label: path, path, copyOf: path })),
  {
    label: '/products?utm_source=instagram&utm_medium=social&utm_campaign=spring&fbclid=<unique>',
    path: '/products?utm_source=instagram&utm_medium=social&utm_campaign=spring',
    copyOf: '/products',
    uniqueParameter: 'fbclid',
  },
];

export function pageScenarios({ baseline, app }: { baseline: Target; app: Target }): Scenario[] {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  return P10_CASES.flatMap(({ label, path, copyOf, uniqueParameter }) => [
    { name: `baseline GET /page-copy?path=${copyOf}`, baseUrl: baseline.baseUrl, serverPid: baseline.pid, path: `/page-copy?path=${encodeURIComponent(copyOf)}`, headers },
    { name: `app GET ${label}`, baseUrl: app.baseUrl, serverPid: app.pid, path, headers, uniqueParameter },
  ]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The representative renames a product through the back-office (this process drops its pages at
 * commit), then the next visitor's /products is timed: a page drawn from scratch, compressed and
 * sent. Repeated, the median counts.
 */
export async function measureFirstDrawAfterChange(baseUrl: string, password: string, times = 15): Promise<number[]> {
  const signIn = await fetch(`${baseUrl}/api/rep/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status}`);
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((value) => value.split(';')[0]).join('; ');
  const listed = (await (await fetch(`${baseUrl}/api/admin/products?pageSize=1`, { headers: { cookie } })).json()) as { products: Array<{ id: number; name: string; version: number }> };
  let product = listed.products[0];
  if (!product) throw new Error('no product to rename');
  const originalName = product.name;
  const timings: number[] = [];
  for (let index = 0; index <= times; index++) {
    const name = index === times ? originalName : `${originalName} ${index}`;
    const saved = await fetch(`${baseUrl}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ version: product.version, name }),
    });
    if (!saved.ok) throw new Error(`bench product rename failed: ${saved.status} ${await saved.text()}`);
    product = ((await saved.json()) as { product: typeof product }).product;
    const started = performance.now();
    const page = await fetch(`${baseUrl}/products`, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    await page.arrayBuffer();
    if (index < times) timings.push(performance.now() - started);
  }
  return timings;
}

export function pageVerdicts(results: readonly ScenarioResult[], firstDrawMs: number[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (let index = 0; index < results.length; index += 2) {
    const [copy, page] = [results[index], results[index + 1]];
    if (!copy || !page) throw new Error('a page scenario is missing');
    const ratio = copy.median.reqPerSec > 0 ? page.median.reqPerSec / copy.median.reqPerSec : 0;
    const path = P10_CASES[index / 2]!.label;
    const clean = page.median.errors === 0 && page.median.non2xx === 0;
    verdicts.push({
      id: 'P10',
      label: `GET ${path} (br) vs a bare route sending the same bytes`,
      measured: `${(ratio * 100).toFixed(1)} %, ${Math.round(page.median.reqPerSec)} pages/s, p99 ${page.median.p99} ms, CPU/page ${Math.round(page.median.cpuUsPerRequest)} µs`,
      target: '≥ 50 %, p99 ≤ 50 ms',
      pass: clean && ratio >= 0.5 && page.median.p99 <= 50,
    });
  }
  const firstDraw = median(firstDrawMs);
  verdicts.push({
    id: 'P10',
    label: 'first GET /products after a product change (drawn afresh)',
    measured: `p50 ${firstDraw.toFixed(1)} ms (min ${Math.min(...firstDrawMs).toFixed(1)}, max ${Math.max(...firstDrawMs).toFixed(1)})`,
    target: 'p50 ≤ 30 ms',
    pass: firstDraw <= 30,
  });
  return verdicts;
}
