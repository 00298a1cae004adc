/** What is loaded (P1-P4) and the targets the results are held to. */
import { randomBytes } from 'node:crypto';
import { FULL_SESSION_PREFIX, fullQuizQuestions, type QuizQuestion } from '../../src/shared/quiz.js';
import type { Scenario, ScenarioResult } from './load-runner.js';

export interface Verdict {
  id: string;
  label: string;
  measured: string;
  target: string;
  /** null: measured, but not under the goal's conditions (e.g. --quick). */
  pass: boolean | null;
}

const questions: readonly QuizQuestion[] = fullQuizQuestions;
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

let submitted = 0;
const runTag = randomBytes(4).toString('hex');

/** A full-quiz submit with a session id no other request uses and random valid answers. */
export function quizSubmitBody(): string {
  submitted += 1;
  const sessionId = `${FULL_SESSION_PREFIX}${Date.now()}_${runTag}${submitted.toString(36).padStart(8, '0')}`;
  const responses = Object.fromEntries(questions.map((question) => [question.id, pick(question.options).value]));
  return JSON.stringify({ sessionId, responses });
}

interface Target {
  baseUrl: string;
  pid: number;
}

/**
 * A cart with three products, for P4: reading a cart is the database query every page makes
 * (the header's badge), and it has a REST twin. Returns the cart's session id.
 */
export async function prepareCart(baseUrl: string): Promise<string> {
  const sessionId = `cart_${Date.now()}_${randomBytes(24).toString('base64url')}`;
  const { products } = (await (await fetch(`${baseUrl}/api/products`)).json()) as { products: { id: number }[] };
  for (const product of products.slice(0, 3)) {
    const response = await fetch(`${baseUrl}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, productId: product.id, quantity: 2 }),
    });
    if (!response.ok) throw new Error(`could not fill the bench cart: ${response.status} ${await response.text()}`);
  }
  return sessionId;
}

export function buildScenarios(hello: Target, app: Target, cartSessionId: string): Scenario[] {
  const onApp = { baseUrl: app.baseUrl, serverPid: app.pid };
  // The client's own calls are tRPC GETs with the JSON input in the query string.
  const trpcInput = (input: object) => `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return [
    { name: 'hello-world GET /', baseUrl: hello.baseUrl, serverPid: hello.pid, path: '/' },
    { name: 'app GET /health', ...onApp, path: '/health' },
    { name: 'app GET /api/products', ...onApp, path: '/api/products' },
    { name: 'app GET /trpc/catalog.list', ...onApp, path: `/trpc/catalog.list${trpcInput({})}` },
    { name: 'app GET /api/cart/:sessionId', ...onApp, path: `/api/cart/${cartSessionId}` },
    { name: 'app GET /trpc/cart.get', ...onApp, path: `/trpc/cart.get${trpcInput({ sessionId: cartSessionId })}` },
    {
      name: 'app POST /api/quiz/submit',
      ...onApp,
      path: '/api/quiz/submit',
      method: 'POST',
      requests: [
        {
          method: 'POST',
          path: '/api/quiz/submit',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: quizSubmitBody() }),
        },
      ],
    },
  ];
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const whole = (value: number) => `${Math.round(value * 100)}`;

/**
 * The ratio of median rounds (the goal), then for reading through a busy machine: the ratio in
 * each round (run back to back) and the ratio of server CPU per request.
 */
function ratioVerdict(id: string, label: string, subject: ScenarioResult, reference: ScenarioResult, min: number): Verdict {
  const ratio = reference.median.reqPerSec > 0 ? subject.median.reqPerSec / reference.median.reqPerSec : 0;
  const rounds = subject.rounds.map((round, index) => whole(round.reqPerSec / (reference.rounds[index]?.reqPerSec || Number.NaN)));
  const cpu = reference.median.cpuUsPerRequest / (subject.median.cpuUsPerRequest || Number.NaN);
  const clean = subject.median.errors === 0 && subject.median.non2xx === 0;
  return {
    id,
    label,
    measured: `${percent(ratio)} (rounds ${rounds.join(' / ')} %; CPU/req ${percent(cpu)})`,
    target: `≥ ${min * 100} %`,
    pass: ratio >= min && clean,
  };
}

/** P1-P4: each scenario's median req/s against its reference; P3 also its p99. */
export function loadVerdicts(results: readonly ScenarioResult[]): Verdict[] {
  const [hello, health, products, trpcList, restCart, trpcCart, quiz] = results;
  if (!hello || !health || !products || !trpcList || !restCart || !trpcCart || !quiz) throw new Error('a load scenario is missing');
  const p3 = ratioVerdict('P3', 'POST /api/quiz/submit vs hello-world', quiz, hello, 0.2);
  return [
    ratioVerdict('P1', 'GET /health vs hello-world', health, hello, 0.85),
    ratioVerdict('P2', 'GET /api/products vs hello-world', products, hello, 0.5),
    {
      ...p3,
      measured: `${p3.measured}, p99 ${quiz.median.p99} ms`,
      target: `${p3.target}, p99 ≤ 50 ms`,
      pass: p3.pass === true && quiz.median.p99 <= 50,
    },
    ratioVerdict('P4', 'tRPC cart.get vs REST /api/cart/:sessionId', trpcCart, restCart, 0.7),
    // Not a goal: both answer from memory, so this shows tRPC's own cost against a ready-made body.
    { ...ratioVerdict('P4', 'tRPC catalog.list vs REST /api/products (memory, for reference)', trpcList, products, 0.7), target: '(none)', pass: null },
  ];
}
