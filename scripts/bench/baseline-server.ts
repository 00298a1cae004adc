// The yardsticks of P2 and P3: bare Fastify routes doing only the part of the app's work that no
// code of ours can avoid. GET /products-copy sends the very bytes (and encoding) the app sends a
// browser for /api/products; POST /quiz-insert runs the app's own quiz-submit INSERT on the same
// PostgreSQL with a pool of the same size. No logger, no plugins.
import { request } from 'node:http';
import Fastify from 'fastify';
import pg from 'pg';
import { QUIZ_RESPONSE_INSERT_SQL } from '../../src/server/features/quiz/quiz.service.js';
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
const pool = new pg.Pool({ connectionString: databaseUrl, max: APP_POOL_SIZE });
// A result the app stored, so each insert writes a row of the same size as the app's.
const { rows } = await pool.query<{ result: unknown; matchScore: number }>('SELECT result, "matchScore" FROM quiz_response ORDER BY id DESC LIMIT 1');
const stored = rows[0];
if (!stored) throw new Error('submit one quiz to the app before starting the baseline');
const resultJson = JSON.stringify(stored.result);

const app = Fastify({ logger: false });
app.get('/products-copy', async (_request, reply) => reply.headers(products.headers).send(products.body));
app.post<{ Body: { sessionId: string; responses: Record<string, string> } }>('/quiz-insert', async (req) => {
  const values = [req.body.sessionId, 'full', JSON.stringify(req.body.responses), resultJson, stored.matchScore, 'quiz_completed', null];
  const inserted = await pool.query<{ id: number }>(QUIZ_RESPONSE_INSERT_SQL, values);
  return { id: inserted.rows[0]?.id ?? null };
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
