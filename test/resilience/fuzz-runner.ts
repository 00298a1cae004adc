import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type LoggedTestContext, useLoggedTestApp } from './captured-log-app.js';
import { createFuzzFixtures, type FuzzFixtures } from './fuzz-fixtures.js';
import { expectSafeAnswer } from './response-checks.js';
import { changedTables, snapshotQuery, type TableSnapshot, TableSnapshotter } from './table-snapshot.js';

/** Runs per property; FUZZ_RUNS raises it for a longer hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const LOYALTY_CODE = /GLOW-[A-Z0-9]{4}-[A-Z0-9]{4}/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;

/**
 * Sends requests one at a time and checks each answer; around every 4xx the database
 * snapshot must be identical. Codes and emails that appear in answers are remembered,
 * so the log check can look for them.
 */
export class FuzzSession {
  private before: TableSnapshot | undefined;
  readonly snapshots: TableSnapshotter;
  private address = 0;
  requests = 0;
  readonly statuses = new Map<number, number>();

  constructor(
    private readonly app: FastifyInstance,
    dataSource: DataSource,
    databaseUrl: string,
    readonly secrets: Set<string>,
  ) {
    this.snapshots = new TableSnapshotter(databaseUrl, snapshotQuery(dataSource));
  }

  async send(request: InjectOptions, label = `${request.method} ${String(request.url).slice(0, 120)}`) {
    this.before ??= await this.snapshots.take();
    this.address += 1;
    // A fresh client address each time keeps the per-address limits from masking deeper paths.
    const remoteAddress = `10.${(this.address >> 16) & 255}.${(this.address >> 8) & 255}.${this.address & 255}`;
    const response = await this.app.inject({ ...request, remoteAddress });
    this.requests += 1;
    this.statuses.set(response.statusCode, (this.statuses.get(response.statusCode) ?? 0) + 1);
    expectSafeAnswer(response, label);
    const after = await this.snapshots.take();
    if (response.statusCode >= 400) expect(changedTables(this.before, after), `${label} answered ${response.statusCode} but changed`).toEqual([]);
    this.before = after;
    for (const match of response.body.matchAll(LOYALTY_CODE)) this.secrets.add(match[0]);
    if (response.statusCode < 300) for (const match of response.body.matchAll(EMAIL)) this.secrets.add(match[0].toLowerCase());
    return response;
  }

  /** Checks `numRuns` generated requests; a failure reports the (shrunk) request, cut short. */
  async check(requests: fc.Arbitrary<InjectOptions>, numRuns = FUZZ_RUNS): Promise<void> {
    const details = await fc.check(
      fc.asyncProperty(requests, async (request) => {
        await this.send(request);
      }),
      { numRuns },
    );
    if (!details.failed) return;
    const example = JSON.stringify(details.counterexample?.[0]).slice(0, 600);
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${cause.slice(0, 1200)}\n  request: ${example}\n  seed: ${details.seed}, path: ${details.counterexamplePath}`);
  }
}

/** Whether the fixtures' representative session still opens the back-office (a fuzzed sign-out would quietly end it). */
export async function repStillSignedIn(context: FuzzContext): Promise<boolean> {
  const response = await context.t.logged.inject({ method: 'GET', url: '/api/rep/session', cookies: { rep_session: context.fixtures.repCookie } });
  return response.json().signedIn === true;
}

/** The log lines that mention any secret (should be none). */
export function linesWithSecrets(lines: string[], secrets: Iterable<string>): string[] {
  const needles = [...secrets].map((secret) => secret.toLowerCase());
  return lines.filter((line) => needles.some((needle) => line.toLowerCase().includes(needle)));
}

export interface FuzzContext {
  t: LoggedTestContext;
  fixtures: FuzzFixtures;
  session: FuzzSession;
}

/** A private database, the logged app, real ids to start from, and a session to send with. */
export function useFuzzSession(): FuzzContext {
  const context = { t: useLoggedTestApp() } as FuzzContext;
  beforeAll(async () => {
    context.fixtures = await createFuzzFixtures(context.t.logged, context.t.deps);
    context.session = new FuzzSession(context.t.logged, context.t.deps.dataSource, context.t.db.url, context.fixtures.secrets);
  });
  afterAll(async () => {
    await context.session?.snapshots.close();
  });
  return context;
}
