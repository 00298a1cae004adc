// The yardsticks of P2 and P3: bare Fastify routes doing only the part of the app's work that no
// code of ours can avoid. GET /products-copy sends the very bytes (and encoding) the app sends a
// browser for /api/products; POST /quiz-insert makes one durable INSERT of a quiz-sized row (the
// answers, a stored result and its score) into a plain table without triggers or indexes beyond
// its key, one statement per request as a plain route would, on the same PostgreSQL with a pool of
// the same size: what storing a submit costs at the least, so nothing our schema does (triggers,
// counters, rollups) hides in the yardstick; GET /page-copy?path= sends the bytes of one of the
// app's public pages (PAGE_PATHS). No logger, no plugins.
import { request } from 'node:http';
import Fastify from 'fastify';
import pg from 'pg';
import type { RecommendationResult } from '../../src/server/features/quiz/engine/engine-types.js';
import { BROWSER_ACCEPT_ENCODING } from './browser-request.js';

const APP_POOL_SIZE = 20;

interface CapturedAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/** The app's answer as it left the socket: fetch() would decompress it. */
function captureRawAnswer(url: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag'];
        const headers = Object.fromEntries(kept.flatMap((name) => (response.headers[name] ? [[name, String(response.headers[name])]] : [])));
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

const appUrl = process.env.APP_URL;
const databaseUrl = process.env.DATABASE_URL;
if (!appUrl || !databaseUrl) throw new Error('APP_URL and DATABASE_URL are required');

const products = await captureRawAnswer(`${appUrl}/api/products`);
// P10's yardsticks: the app's public pages, as the bytes it sends a browser.
const pagePaths = (process.env.PAGE_PATHS ?? '').split(',').filter(Boolean);
const pages = new Map(await Promise.all(pagePaths.map(async (path) => [path, await captureRawAnswer(appUrl + path)] as const)));
const pool = new pg.Pool({ connectionString: databaseUrl, max: APP_POOL_SIZE });
// A result the app stored, so each insert writes a row of the same size as the app's.
const { rows } = await pool.query<{ result: RecommendationResult; matchScore: number }>('SELECT result, "matchScore" FROM quiz_response ORDER BY id DESC LIMIT 1');
const stored = rows[0];
if (!stored) throw new Error('submit one quiz to the app before starting the baseline');
// The plain table: a fresh one for every run of the bench, in the bench's own database.
await pool.query(`DROP TABLE IF EXISTS bench_plain_quiz_insert`);
await pool.query(`CREATE TABLE bench_plain_quiz_insert (
  id bigserial PRIMARY KEY, "sessionId" varchar(80) NOT NULL, responses jsonb NOT NULL, result jsonb NOT NULL,
  "matchScore" integer NOT NULL, "clientKey" varchar(128) NOT NULL, "createdAt" timestamptz NOT NULL DEFAULT now())`);
const storedResult = JSON.stringify(stored.result);

// Each visitor's address from X-Forwarded-For, as the app takes it (TRUST_PROXY=loopback).
const app = Fastify({ logger: false, trustProxy: 'loopback' });
app.get('/products-copy', async (_request, reply) => reply.headers(products.headers).send(products.body));
app.get<{ Querystring: { path?: string } }>('/page-copy', async (request, reply) => {
  const page = pages.get(request.query.path ?? '');
  return page ? reply.headers(page.headers).send(page.body) : reply.code(404).send();
});
app.post<{ Body: { sessionId: string; responses: Record<string, string> } }>('/quiz-insert', async (req) => {
  const { rows: written } = await pool.query<{ id: string }>(
    `INSERT INTO bench_plain_quiz_insert ("sessionId", responses, result, "matchScore", "clientKey") VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [req.body.sessionId, JSON.stringify(req.body.responses), storedResult, stored.matchScore, req.ip],
  );
  return { id: Number(written[0]?.id) };
});

const close = () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 3204), host: process.env.HOST ?? '127.0.0.1' });
