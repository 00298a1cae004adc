import { Worker } from 'node:worker_threads';
import { articleMarkdownIssue } from '../../../shared/article-markdown-limits.js';
import { AppError } from '../../errors.js';

/**
 * A body whose rendering takes longer than this is refused. A real one takes a few tens of ms;
 * the limits of article-markdown-limits.ts stop the known slow shapes before, so this is the net
 * for anything they let through. It runs on a thread of its own (the event loop stays free), so
 * the net can be wide enough that a busy machine's slower render of an ordinary body still fits.
 */
export const ARTICLE_RENDER_TIMEOUT_MS = 2000;

const tooSlow = (field: string) => `${field}: This body takes too long to lay out. Use fewer quotes and lists inside each other, or split it.`;

type Reply = { ready: true } | { html: string } | { error: string };

/**
 * The worker thread. From the sources (tests, `npm run dev:server`) it is the .ts file run
 * through tsx; in the build it is dist/server/article-render-worker.js, beside main.js
 * (scripts/build-server.mjs puts every entry there).
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const worker = new Worker(new URL(fromSources ? './article-render-worker.ts' : './article-render-worker.js', import.meta.url), {
    execArgv: fromSources ? ['--import', 'tsx'] : [],
  });
  worker.unref();
  return worker;
}

let worker: { thread: Worker; ready: Promise<void> } | null = null;
// One body at a time: the time limit is the body's own, not its wait behind another.
let queue: Promise<unknown> = Promise.resolve();

function currentWorker() {
  if (worker) return worker;
  const thread = startWorker();
  const ready = new Promise<void>((resolve, reject) => {
    thread.once('message', () => resolve());
    thread.once('error', reject);
  });
  const started = { thread, ready };
  thread.once('exit', () => {
    if (worker === started) worker = null;
  });
  worker = started;
  return started;
}

function renderInWorker(markdown: string, field: string): Promise<string> {
  const run = async () => {
    const { thread, ready } = currentWorker();
    await ready;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        thread.off('message', onReply);
        // Answered once the thread has stopped, so its work does not go on beside the next request;
        // a stopped thread is replaced on the next render.
        const refuse = () => reject(new AppError('BAD_REQUEST', tooSlow(field), field));
        thread.terminate().then(refuse, refuse);
      }, ARTICLE_RENDER_TIMEOUT_MS);
      const onReply = (reply: Reply) => {
        if ('ready' in reply) return;
        clearTimeout(timer);
        thread.off('message', onReply);
        if ('html' in reply) resolve(reply.html);
        else reject(new AppError('BAD_REQUEST', `${field}: This body cannot be laid out (${reply.error.slice(0, 80)}). Simplify its formatting.`, field));
      };
      thread.on('message', onReply);
      thread.postMessage(markdown);
    });
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * An article body (markdown) as its page's HTML, rendered once when it is saved: within the
 * limits of article-markdown-limits.ts (else 400 naming the field), on a worker thread, in at
 * most ARTICLE_RENDER_TIMEOUT_MS (else 400). Public pages read the stored HTML and never render.
 * Other markdown bodies (a newsletter's) use it too, naming their own `field` in the 400.
 */
export async function renderArticleBody(markdown: string, field = 'content'): Promise<string> {
  const issue = articleMarkdownIssue(markdown);
  if (issue) throw new AppError('BAD_REQUEST', `${field}: ${issue}`, field);
  return renderInWorker(markdown, field);
}

/** Stops the worker thread (the app's stop). */
export async function stopArticleRenderer(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.thread.terminate();
}
