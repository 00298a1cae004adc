import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOutageLog } from './database-outage-log.js';

/** A process's log, as the JSON lines pino writes. */
function memoryLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database that can be switched off and on; the probe's query fails while it is off. */
function database() {
  const db = {
    up: true,
    probe: async () => {
      if (!db.up) throw refused();
    },
  };
  return db;
}

const messages = (lines: Array<Record<string, unknown>>) => lines.map((line) => line.msg);

describe('DatabaseOutageLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says once that the database is unreachable, with the cause and no stack, and once that it is back with the failed count', async () => {
    const { logger, lines } = memoryLog();
    const db = database();
    const outage = new DatabaseOutageLog(logger, db.probe);
    db.up = false;
    for (let request = 0; request < 500; request++) outage.failure(refused());
    await vi.advanceTimersByTimeAsync(5_000); // the probe keeps failing, quietly
    for (let request = 0; request < 20; request++) outage.failure(refused());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'database unreachable: answering 503 until it is back', cause: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432' });
    expect(JSON.stringify(lines)).not.toContain('stack');

    db.up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 30, msg: 'database reachable again', failedRequests: 520 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toHaveLength(2);
    outage.stop();
  });

  it('counts each outage on its own', async () => {
    const { logger, lines } = memoryLog();
    const db = database();
    const outage = new DatabaseOutageLog(logger, db.probe);
    for (const failures of [3, 7]) {
      db.up = false;
      for (let request = 0; request < failures; request++) outage.failure(refused());
      await vi.advanceTimersByTimeAsync(2_000);
      db.up = true;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(messages(lines)).toEqual(['database unreachable: answering 503 until it is back', 'database reachable again', 'database unreachable: answering 503 until it is back', 'database reachable again']);
    expect(lines.map((line) => line.failedRequests).filter(Boolean)).toEqual([3, 7]);
    outage.stop();
  });

  it('is kept per process: two processes on one database each log the outage once, with their own count', async () => {
    const db = database();
    const [first, second] = [memoryLog(), memoryLog()];
    const outages = [new DatabaseOutageLog(first.logger, db.probe), new DatabaseOutageLog(second.logger, db.probe)] as const;
    db.up = false;
    for (let request = 0; request < 4; request++) outages[0].failure(refused());
    for (let request = 0; request < 9; request++) outages[1].failure(refused());
    db.up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    for (const [log, failed] of [[first, 4], [second, 9]] as const) {
      expect(messages(log.lines)).toEqual(['database unreachable: answering 503 until it is back', 'database reachable again']);
      expect(log.lines[1]?.failedRequests).toBe(failed);
    }
    for (const outage of outages) outage.stop();
  });

  it('stops probing when the server closes', async () => {
    const { logger, lines } = memoryLog();
    const probe = vi.fn(async () => {
      throw refused();
    });
    const outage = new DatabaseOutageLog(logger, probe);
    outage.failure(refused());
    await vi.advanceTimersByTimeAsync(3_000);
    const probes = probe.mock.calls.length;
    outage.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe.mock.calls.length).toBe(probes);
    expect(lines).toHaveLength(1);
  });
});
