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
// Ready once warm: the first body a cold thread lays out also pays for compiling the pipeline,
// which on a busy machine could look like a slow body.
articleMarkdownToHtml('## Warm\n\nA **first** body, with a [link](/learning-hub):\n\n- a list\n\n> a quote');
port.postMessage({ ready: true });
