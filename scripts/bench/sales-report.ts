/** The sales phase's tables and its verdicts S1-S4 (a verdict below the goal's size is not judged). */
import type { Verdict } from './bench-scenarios.js';
import { markdownTable } from './bench-table.js';
import { IMPORT_LINES, IMPORT_ORDERS, type SalesTiming } from './sales-phase.js';
import type { PushTiming } from './sales-push.js';
import type { Latency } from './sales-reads.js';

const QUERY_P50_MS = 50;
const FIRST_BYTE_MS = 300;
const IMPORT_SECONDS = 5;
const PUSHES_PER_SECOND = 500;

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export function salesSeedTable(timing: SalesTiming): string {
  return markdownTable(
    ['Table', 'Rows', '', 'Seed step', 'Seconds'],
    Array.from({ length: Math.max(Object.keys(timing.rows).length, Object.keys(timing.seedMs).length) }, (_, index) => {
      const [table, count] = Object.entries(timing.rows)[index] ?? ['', undefined];
      const [step, ms] = Object.entries(timing.seedMs)[index] ?? ['', undefined];
      return [table, count === undefined ? '' : whole(count), '', step, ms === undefined ? '' : (ms / 1000).toFixed(1)];
    }),
  );
}

export function latencyTable(latencies: readonly Latency[], what: string): string {
  return markdownTable([what, 'p50 ms', 'p95 ms'], latencies.map((latency) => [latency.name, latency.p50.toFixed(1), latency.p95.toFixed(1)]));
}

export function salesImportTable(timing: SalesTiming): string {
  const did = (report: Record<string, number>) =>
    `${report.newOrders} new (${report.newLines} lines, ${report.unknownProductLines} unknown products), ${report.unchangedOrders} unchanged, ${report.ordersCredited} credited to members`;
  return markdownTable(
    ['Import', 'Orders', 'Lines', 'Seconds', 'What it did'],
    [
      ['first', whole(IMPORT_ORDERS), whole(IMPORT_LINES), timing.imports.first.seconds.toFixed(2), did(timing.imports.first.report)],
      ['same file again', whole(IMPORT_ORDERS), whole(IMPORT_LINES), timing.imports.again.seconds.toFixed(2), did(timing.imports.again.report)],
    ],
  );
}

/** Orders per second over the whole run, without the restart's gap, before the kill and after the restart. */
export function pushRates({ orders, outcome, killedAt, readyAgainAt }: PushTiming) {
  const wall = (outcome.finishedAt - outcome.startedAt) / 1000;
  const gap = (readyAgainAt - killedAt) / 1000;
  const before = outcome.ackTimes.filter((at) => at <= killedAt).length;
  const after = outcome.ackTimes.filter((at) => at >= readyAgainAt).length;
  return {
    wall,
    gap,
    overall: orders / wall,
    withoutGap: orders / Math.max(0.001, wall - gap),
    beforeKill: before / Math.max(0.001, (killedAt - outcome.startedAt) / 1000),
    afterRestart: after / Math.max(0.001, (outcome.finishedAt - readyAgainAt) / 1000),
  };
}

/** Orders lost or doubled; whether lines, deliveries and rollups all agree with what was sent. */
function pushProblems({ integrity, outcome, orders }: PushTiming): { lost: number; doubled: number; consistent: boolean } {
  const rollupsEqual = Object.values(integrity.rollups).every(([rows, rolled]) => rows === rolled);
  return {
    lost: integrity.missingOrders,
    doubled: integrity.extraOrders + integrity.doubledOrders + integrity.doubledClaims,
    consistent: rollupsEqual && integrity.ordersWithWrongLines === 0 && integrity.deliveries === orders && outcome.refused.length === 0,
  };
}

export function salesPushTable(push: PushTiming): string {
  const rates = pushRates(push);
  const { outcome, integrity } = push;
  const statuses = Object.entries(outcome.statuses).map(([status, count]) => `${status}: ${whole(count)}`).join(', ');
  const rollups = Object.entries(integrity.rollups).map(([name, [rows, rolled]]) => `${name} ${rows === rolled ? '=' : `${rows} ≠ ${rolled}`}`).join(', ');
  return markdownTable(
    ['Measure', 'Value'],
    [
      ['orders sent, senders', `${whole(push.orders)} of up to ${whole(push.maxOrders)} orders in up to ${push.seconds} s (1-5 lines each), ${push.senders} senders`],
      ['wall time; server down (SIGKILL to ready again)', `${rates.wall.toFixed(1)} s; ${rates.gap.toFixed(1)} s`],
      ['orders/s: overall / without the gap', `${whole(rates.overall)} / ${whole(rates.withoutGap)}`],
      ['orders/s: before the kill / after the restart', `${whole(rates.beforeKill)} / ${whole(rates.afterRestart)}`],
      ['answers', `${statuses}; connection errors ${whole(outcome.connectionErrors)}, retries ${whole(outcome.retries)}`],
      ['acknowledged: recorded now (201) / already (200)', `${whole(outcome.recordedNew)} / ${whole(outcome.recordedAlready)}`],
      ['refused for good', outcome.refused.length === 0 ? 'none' : `${outcome.refused.length}: ${outcome.refused.slice(0, 3).join('; ')}`],
      ['in the database', `missing ${integrity.missingOrders}, extra ${integrity.extraOrders}, doubled ${integrity.doubledOrders}, wrong line count ${integrity.ordersWithWrongLines}, deliveries ${whole(integrity.deliveries)}, claims twice ${integrity.doubledClaims}`],
      ['rollups beside the rows they sum', rollups],
    ],
  );
}

export function salesVerdicts(timing: SalesTiming): Verdict[] {
  const full = timing.scale >= 1;
  const scaleNote = full ? '' : ` (scale ${timing.scale}, below the goal's size)`;
  const worstChart = timing.charts.reduce((worst, latency) => (latency.p50 > worst.p50 ? latency : worst));
  const [page, batch] = timing.firstByte;
  const rates = pushRates(timing.push);
  const problems = pushProblems(timing.push);
  return [
    {
      id: 'S1',
      label: `import of ${whole(IMPORT_ORDERS)} orders with ${whole(IMPORT_LINES)} lines (${Math.round(timing.importBytes / 1024)} KB)${scaleNote}`,
      measured: `${timing.imports.first.seconds.toFixed(2)} s`,
      target: `≤ ${IMPORT_SECONDS} s`,
      pass: full ? timing.imports.first.seconds <= IMPORT_SECONDS : null,
    },
    {
      id: 'S2',
      label: `pushes from ${timing.push.senders} senders, server killed once: rate without the restart gap${scaleNote}`,
      measured: `${whole(rates.withoutGap)} orders/s (with the gap ${whole(rates.overall)})`,
      target: `≥ ${PUSHES_PER_SECOND} orders/s`,
      pass: full ? rates.withoutGap >= PUSHES_PER_SECOND : null,
    },
    {
      id: 'S2',
      label: 'pushes lost or doubled after the SIGKILL; lines, deliveries and rollups against the rows',
      measured: `${problems.lost} lost, ${problems.doubled} doubled; ${problems.consistent ? 'all agree' : 'some differ'}`,
      target: '0 lost, 0 doubled; all agree',
      pass: problems.lost === 0 && problems.doubled === 0 && problems.consistent,
    },
    {
      id: 'S3',
      label: `chart queries at ${whole(timing.counts.responses)} responses, ${whole(timing.counts.orders)} orders, ${whole(timing.counts.lines)} lines${scaleNote}`,
      measured: `p50 ${worstChart.p50.toFixed(1)} ms (slowest: ${worstChart.name})`,
      target: `p50 ≤ ${QUERY_P50_MS} ms`,
      pass: full ? worstChart.p50 <= QUERY_P50_MS : null,
    },
    ...[page, batch].filter((latency): latency is Latency => latency !== undefined).map((latency) => ({
      id: 'S4',
      label: `overview first byte: ${latency.name}${scaleNote}`,
      measured: `p50 ${latency.p50.toFixed(0)} ms (p95 ${latency.p95.toFixed(0)})`,
      target: `≤ ${FIRST_BYTE_MS} ms`,
      pass: full ? latency.p50 <= FIRST_BYTE_MS : null,
    })),
  ];
}
