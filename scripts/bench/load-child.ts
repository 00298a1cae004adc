/**
 * One autocannon load, in a Node process of its own (started by load-runner.ts), so that the
 * load generator never shares an event loop with the bench and competes with the servers only as
 * an outside client would. Reads its settings as JSON from argv, prints the result as JSON.
 */
import autocannon, { type RequestOptions } from 'autocannon';
import { quizSubmitBody, visitorAddress } from './quiz-load.js';

export interface LoadSettings {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** 'quiz-submit': every request a new quiz session from an address of its own, counted from `firstVisitor`. */
  body?: 'quiz-submit';
  /** A query parameter every request carries with a value of its own, counted from `firstVisitor` (a click id). */
  uniqueParameter?: string;
  firstVisitor: number;
}

export interface LoadOutcome {
  requests: number;
  duration: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as LoadSettings;
let visitor = settings.firstVisitor;
function requestsOf({ body, uniqueParameter }: LoadSettings): RequestOptions[] | undefined {
  if (body === 'quiz-submit') {
    return [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': visitorAddress(visitor++) }, body: quizSubmitBody() }),
      },
    ];
  }
  if (uniqueParameter) {
    return [{ setupRequest: (request) => ({ ...request, path: `${request.path}${request.path?.includes('?') ? '&' : '?'}${uniqueParameter}=IwAR${visitor++}` }) }];
  }
  return undefined;
}
const requests = requestsOf(settings);
const result = await autocannon({
  url: settings.url,
  method: settings.method,
  headers: settings.headers,
  connections: settings.connections,
  duration: settings.seconds,
  timeout: 10,
  requests,
});
const outcome: LoadOutcome = {
  requests: result.requests.total,
  duration: result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  bytes: result.throughput.total,
};
process.stdout.write(JSON.stringify(outcome));
