/**
 * The fairness phase's burst (fairness-phase.ts), in a Node process of its own so it never shares
 * an event loop with the bystander being timed: `connections` requests in flight at once from one
 * address, each connection asking again as soon as answered, cycling through public reads.
 * Reads its settings as JSON from argv, prints the count of each status as JSON.
 */
import autocannon from 'autocannon';

export interface BurstSettings {
  baseUrl: string;
  paths: string[];
  /** The burst's client address (X-Forwarded-For; the app trusts its proxy header). */
  address: string;
  connections: number;
  seconds: number;
}

export interface BurstOutcome {
  requests: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  statuses: Record<string, number>;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as BurstSettings;
// Tells the bench the burst begins (this process took a moment to start).
process.stderr.write('burst started\n');
const result = await autocannon({
  url: settings.baseUrl,
  headers: { 'x-forwarded-for': settings.address },
  connections: settings.connections,
  duration: settings.seconds,
  timeout: 10,
  requests: settings.paths.map((path) => ({ method: 'GET', path })),
});
const outcome: BurstOutcome = {
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
};
process.stdout.write(JSON.stringify(outcome));
