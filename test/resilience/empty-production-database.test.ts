import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { projectRoot } from '../../src/server/db/data-source.js';
import { newSessionId, previewAnswers, sensitiveBudgetAnswers } from '../support/quiz-test-data.js';
import { useServerOnOwnDatabase } from './own-database-server.js';
import { call, postmaster, REP_PASSWORD } from './server-process.js';

/**
 * A production deployment's first start: the compiled server with NODE_ENV=production and no
 * SEED_DEMO_DATA, on an empty embedded PostgreSQL of its own, serving the built client. It gets
 * the migrations and the settings the app needs, and none of the demo data; everything a shopper
 * and the representative meet still answers, with its empty state.
 */
const own = useServerOnOwnDatabase('empty-production', { demoData: false, env: { CLIENT_DIST_DIR: 'dist/client' } });
let db: pg.Client;
let address = 0;
const ip = () => `10.45.0.${++address % 250}`;

beforeAll(async () => {
  db = new pg.Client({ connectionString: `postgres://postgres:embedded-local@127.0.0.1:${postmaster(own.dataDir)!.port}/beauty_match` });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

const count = async (table: string): Promise<number> => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
const url = (path: string) => `${own.server.url}${path}`;

describe('a production start on an empty database', () => {
  it('applies every migration and keeps the settings rows, but seeds no demo products, articles, rewards or members', async () => {
    expect(await count('migrations')).toBe(migrations.length);
    expect(await count('loyalty_setting')).toBe(1);
    for (const table of ['product', 'article', 'article_faq', 'loyalty_reward', 'loyalty_member', 'loyalty_transaction', 'purchase_claim', 'funnel_event', 'recommendation_rule_set']) {
      expect(await count(table), table).toBe(0);
    }
    expect(own.server.output.join('\n')).not.toContain('Seeded demo data');
    expect((await call(url('/api/loyalty/member/GLOW-DEMO-0001'), { ip: ip() })).status).toBe(404);
  });

  it('answers the catalogue, the learning hub, the rewards and the settings with empty lists', async () => {
    expect((await call(url('/api/products'))).json).toEqual({ products: [] });
    expect((await call(url('/api/products?category=skincare'))).json).toEqual({ products: [] });
    const trpcList = await call(url(`/trpc/catalog.list?input=${encodeURIComponent('{}')}`));
    expect(trpcList.status).toBe(200);
    expect(trpcList.json.result.data.products).toEqual([]);
    expect((await call(url('/api/articles'))).json).toEqual([]);
    expect((await call(url('/api/articles/skin-barrier-101'))).status).toBe(404);
    expect((await call(url('/api/loyalty/rewards'), { ip: ip() })).json).toEqual({ rewards: [] });
    expect((await call(url('/api/loyalty/rewards?tier=Gold'), { ip: ip() })).json).toEqual({ rewards: [] });
    expect((await call(url('/api/loyalty/programme'))).status).toBe(200);
    expect((await call(url('/api/settings'))).status).toBe(200);
  });

  it('answers a full and a preview quiz with the skin analysis and no products, saying why', async () => {
    for (const [sessionId, responses] of [
      [newSessionId(), sensitiveBudgetAnswers],
      [newSessionId('preview'), previewAnswers],
    ] as const) {
      expect((await call(url('/api/quiz/start'), { body: { sessionId }, ip: ip() })).status).toBe(200);
      const submitted = await call(url('/api/quiz/submit'), { body: { sessionId, responses, userId: null }, ip: ip() });
      expect(submitted.status, submitted.text).toBe(200);
      const [routine] = submitted.json.productRecommendations;
      expect(routine).toMatchObject({ products: [], items: [] });
      expect(routine.description).toMatch(/^No products for [a-z-]+ skin yet: nothing in our range suits/);
      expect(submitted.json.productMatches).toEqual([]);
      expect(submitted.json.skinAnalysis.skinType).toEqual(expect.any(String));
      expect((await call(url(`/api/quiz/${sessionId}/results`), { ip: ip() })).status).toBe(200);
    }
  });

  it('draws the public pages with their empty states, and the sitemap without products or articles', async () => {
    for (const path of ['/', '/quiz', '/quiz-preview', '/loyalty', '/cart', '/support', '/robots.txt']) {
      expect((await call(url(path))).status, path).toBe(200);
    }
    const products = await call(url('/products'));
    expect(products.status).toBe(200);
    expect(products.text).toContain('No products here yet: our collection is on its way.');
    const hub = await call(url('/learning-hub'));
    expect(hub.status).toBe(200);
    expect(hub.text).toContain('No articles yet');
    expect(hub.text).not.toContain('Try adjusting your search terms');
    const sitemap = await call(url('/sitemap.xml'));
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${own.server.url}/learning-hub</loc>`);
    expect(sitemap.text).not.toContain('/learning-hub/');
  });

  it('opens the dashboard, where the representative fills the shop', async () => {
    const signIn = await fetch(url('/api/rep/sign-in'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
      body: JSON.stringify({ password: REP_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    for (const path of ['/api/analytics/stats', '/api/email/figures?days=7', '/api/admin/settings', '/api/admin/loyalty/rewards']) {
      expect((await call(url(path), { cookie })).status, path).toBe(200);
    }
    expect((await call(url('/api/admin/products'), { cookie })).json).toEqual({ products: [], total: 0 });
    expect((await call(url('/api/admin/articles'), { cookie })).json).toMatchObject({ articles: [], total: 0 });
    const created = await call(url('/api/admin/products'), {
      cookie,
      body: {
        slug: 'first-cleanser',
        name: 'First Cleanser',
        description: 'The first product of the shop.',
        reason: 'A gentle start.',
        price: 1_800,
        originalPrice: null,
        imageUrl: '/images/products/gentle-cream-cleanser.svg',
        tags: ['Gentle'],
        category: 'skincare',
        storePath: '/p/first-cleanser',
        concerns: ['dryness'],
        skinTypes: [],
        routineStep: 'cleanser',
        budgetTier: 'budget',
        fragranceFree: true,
        sensitiveSafe: true,
        nonComedogenic: true,
        harshActives: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect((await call(url('/api/products'))).json.products.map((product: { name: string }) => product.name)).toEqual(['First Cleanser']);
  });

  it('npm run db:seed refuses to replace the data and changes nothing', async () => {
    const { port } = postmaster(own.dataDir)!;
    const run = promisify(execFile)(process.execPath, ['dist/server/reseed-cli.js'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', NODE_ENV: 'production', DATABASE_URL: `postgres://postgres:embedded-local@127.0.0.1:${port}/beauty_match` },
    });
    const failure = await run.then(
      () => undefined,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(`${failure?.stdout}${failure?.stderr}`).toContain('run it with SEED_DEMO_DATA=true');
    expect(await count('product')).toBe(1);
    expect(await count('article')).toBe(0);
    expect(await count('loyalty_reward')).toBe(0);
  });
});
