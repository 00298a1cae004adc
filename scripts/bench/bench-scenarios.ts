/** What is loaded (P1-P3) and the targets the results are held to. */
import { BROWSER_ACCEPT_ENCODING } from './browser-request.js';
import type { Scenario, ScenarioResult } from './load-runner.js';
import { quizSubmitBody, visitorAddress } from './quiz-load.js';

export interface Verdict {
  id: string;
  label: string;
  measured: string;
  target: string;
  /** null: measured, but not under the goal's conditions (e.g. --quick). */
  pass: boolean | null;
}

interface Target {
  baseUrl: string;
  pid: number;
}

export interface BenchTargets {
  hello: Target;
  /** Bare routes doing only the unavoidable part of the app's work (baseline-server.ts). */
  baseline: Target;
  app: Target;
}

/** One quiz submit, so that the baseline can copy the size of a stored result. */
export async function submitOneQuiz(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/quiz/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quizSubmitBody() });
  if (!response.ok) throw new Error(`the first quiz submit failed: ${response.status} ${await response.text()}`);
}

/** Asked as a browser asks. */
const browserHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

let submittedFrom = 0;
/** A new visitor's address for each call, in this process. */
export function benchVisitorAddress(): string {
  submittedFrom += 1;
  return visitorAddress(submittedFrom);
}

function postQuiz(path: string): Pick<Scenario, 'path' | 'method' | 'body'> {
  return { path, method: 'POST', body: 'quiz-submit' };
}

/** The P2 and P3 pairs: the catalogue and a quiz submit, each beside its yardstick. */
export function catalogueAndSubmitScenarios({ baseline, app }: Pick<BenchTargets, 'baseline' | 'app'>): Scenario[] {
  const on = (target: Target) => ({ baseUrl: target.baseUrl, serverPid: target.pid });
  return [
    { name: 'baseline GET /products-copy (same bytes)', ...on(baseline), path: '/products-copy', headers: browserHeaders },
    { name: 'app GET /api/products', ...on(app), path: '/api/products', headers: browserHeaders },
    { name: 'baseline POST /quiz-insert (a plain INSERT)', ...on(baseline), ...postQuiz('/quiz-insert') },
    { name: 'app POST /api/quiz/submit', ...on(app), ...postQuiz('/api/quiz/submit') },
  ];
}

export function buildScenarios(targets: BenchTargets): Scenario[] {
  const on = (target: Target) => ({ baseUrl: target.baseUrl, serverPid: target.pid });
  return [
    { name: 'hello-world GET /', ...on(targets.hello), path: '/' },
    { name: 'app GET /health', ...on(targets.app), path: '/health' },
    ...catalogueAndSubmitScenarios(targets),
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

/**
 * What a quiz submit is held to: a share of its yardstick's req/s, and a p99 at most `maxP99Ms`,
 * or (null) at most the yardstick's own p99 (of its median round).
 */
interface SubmitGoal {
  minRatio: number;
  maxP99Ms: number | null;
}

/** The verdicts of catalogueAndSubmitScenarios' results, under the given ids (P2/P3, or P9's). */
export function catalogueAndSubmitVerdicts(
  results: readonly ScenarioResult[],
  ids: { products: string; submit: string },
  context = '',
  goal: SubmitGoal = { minRatio: 0.6, maxP99Ms: 30 },
): Verdict[] {
  const [productsCopy, products, quizInsert, quiz] = results;
  if (!productsCopy || !products || !quizInsert || !quiz) throw new Error('a load scenario is missing');
  const submit = ratioVerdict(ids.submit, `POST /api/quiz/submit vs a bare route doing one plain INSERT of a quiz-sized row${context}`, quiz, quizInsert, goal.minRatio);
  const maxP99 = goal.maxP99Ms ?? quizInsert.median.p99;
  return [
    ratioVerdict(ids.products, `GET /api/products vs a bare route sending the same bytes (br)${context}`, products, productsCopy, 0.8),
    {
      ...submit,
      measured: `${submit.measured}, p99 ${quiz.median.p99} ms (the bare route's ${quizInsert.median.p99} ms)`,
      target: `${submit.target}, p99 ≤ ${goal.maxP99Ms === null ? "the bare route's" : `${goal.maxP99Ms} ms`}`,
      pass: submit.pass === true && quiz.median.p99 <= maxP99,
    },
  ];
}

/** P1-P3: each scenario's median req/s against its yardstick; P3 also its p99. */
export function loadVerdicts(results: readonly ScenarioResult[]): Verdict[] {
  const [hello, health, ...catalogueAndSubmit] = results;
  if (!hello || !health) throw new Error('a load scenario is missing');
  return [
    ratioVerdict('P1', 'GET /health vs hello-world', health, hello, 0.85),
    ...catalogueAndSubmitVerdicts(catalogueAndSubmit, { products: 'P2', submit: 'P3' }, '', { minRatio: 1, maxP99Ms: null }),
  ];
}
