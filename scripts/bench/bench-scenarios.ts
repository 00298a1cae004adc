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

export function buildScenarios(hello: Target, app: Target): Scenario[] {
  const onApp = { baseUrl: app.baseUrl, serverPid: app.pid };
  return [
    { name: 'hello-world GET /', baseUrl: hello.baseUrl, serverPid: hello.pid, path: '/' },
    { name: 'app GET /health', ...onApp, path: '/health' },
    { name: 'app GET /api/products', ...onApp, path: '/api/products' },
    // The client's own call: tRPC GET with the JSON input in the query string.
    { name: 'app GET /trpc/catalog.list', ...onApp, path: `/trpc/catalog.list?input=${encodeURIComponent('{}')}` },
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
  const [hello, health, products, trpcList, quiz] = results;
  if (!hello || !health || !products || !trpcList || !quiz) throw new Error('a load scenario is missing');
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
    ratioVerdict('P4', 'tRPC catalog.list vs REST /api/products', trpcList, products, 0.7),
  ];
}
