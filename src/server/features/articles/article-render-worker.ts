import { parentPort } from 'node:worker_threads';
import { articleMarkdownToHtml } from '../../../shared/article-markdown.js';

/**
 * The thread that renders article bodies (article-body-render.ts starts it), so a slow body
 * never stalls the server's event loop and can be stopped when it takes too long.
 */
const port = parentPort;
if (!port) throw new Error('article-render-worker runs as a worker thread');
port.on('message', (markdown: string) => {
  try {
    port.postMessage({ html: articleMarkdownToHtml(markdown) });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
