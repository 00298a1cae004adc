/**
 * S2's senders, in a process of their own so the bench's event loop never slows them: `senders`
 * storefronts pushing signed orders to POST /api/store/orders at once, each taking the next order
 * as soon as the last was acknowledged, until `orders` are taken or `seconds` have passed (so a
 * slow server bounds the run, not the count). A connection error, a timeout, a 429 or a 5xx (the server
 * was killed, or is starting again) is retried with the same webhook-id and body, signed afresh,
 * until a 200 or 201 comes. Reads its settings as JSON on stdin; prints "acked <n>" on stderr as
 * it goes and its outcome as JSON on stdout.
 */
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { benchOrder, type OrderMix, pushLineCount, pushWebhookId } from './sales-orders.js';

export interface PushSettings {
  baseUrl: string;
  secret: string;
  orders: number;
  seconds: number;
  senders: number;
  mix: OrderMix;
}

export interface PushOutcome {
  /** Orders taken by a sender (0 to sent-1): each was sent until acknowledged or refused. */
  sent: number;
  /** Answers 201 (recorded now) and 200 (recorded before: a retry whose first try had committed). */
  recordedNew: number;
  recordedAlready: number;
  retries: number;
  connectionErrors: number;
  statuses: Record<string, number>;
  /** Orders given up on: refused with a 4xx other than 429, or still failing after MAX_ATTEMPTS. */
  refused: string[];
  startedAt: number;
  finishedAt: number;
  /** When each order was acknowledged (epoch ms), in order of acknowledgement. */
  ackTimes: number[];
}

const MAX_ATTEMPTS = 600;
/** Kept-alive connections through node:http: fetch took 35-50 % of a core in this process, node:http about 20 %, and the senders share the two cores with the server they measure. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const settings = JSON.parse(await readStdin()) as PushSettings;
const webhook = new Webhook(settings.secret);
const url = `${settings.baseUrl}/api/store/orders`;
const outcome: PushOutcome = { sent: 0, recordedNew: 0, recordedAlready: 0, retries: 0, connectionErrors: 0, statuses: {}, refused: [], startedAt: Date.now(), finishedAt: 0, ackTimes: [] };
let next = 0;

/** POSTs a body to the push endpoint; resolves with the answer, rejects on a connection error or after 30 s. */
function post(headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends one order until it is acknowledged (or refused for good). */
async function deliver(index: number): Promise<void> {
  const order = benchOrder(settings.mix, index, pushLineCount(index));
  const body = JSON.stringify(order);
  const id = pushWebhookId(index);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const at = new Date();
    try {
      const response = await post({ 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': webhook.sign(id, at, body) }, body);
      const text = response.text;
      outcome.statuses[response.status] = (outcome.statuses[response.status] ?? 0) + 1;
      if (response.status === 200 || response.status === 201) {
        if (response.status === 201) outcome.recordedNew += 1;
        else outcome.recordedAlready += 1;
        outcome.ackTimes.push(Date.now());
        if (outcome.ackTimes.length % 100 === 0) process.stderr.write(`acked ${outcome.ackTimes.length}\n`);
        return;
      }
      if (response.status < 500 && response.status !== 429) {
        outcome.refused.push(`${order.orderNumber}: ${response.status} ${text.slice(0, 200)}`);
        return;
      }
    } catch {
      outcome.connectionErrors += 1;
    }
    outcome.retries += 1;
    await sleep(Math.min(500, 20 * attempt));
  }
  outcome.refused.push(`${order.orderNumber}: gave up after ${MAX_ATTEMPTS} attempts`);
}

/** The next order to send, or undefined once all are taken or the time is up. */
function take(): number | undefined {
  if (next >= settings.orders || Date.now() >= outcome.startedAt + settings.seconds * 1000) return undefined;
  return next++;
}

async function sender(): Promise<void> {
  for (let index = take(); index !== undefined; index = take()) await deliver(index);
}

await Promise.all(Array.from({ length: settings.senders }, sender));
outcome.finishedAt = Date.now();
outcome.sent = next;
process.stdout.write(JSON.stringify(outcome));
