import { afterAll, describe, expect, it } from 'vitest';
import { type StartedApp, startFeatures } from '../../features.js';
import { eventually } from '../../../../test/support/eventually.js';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { TEST_STORE_URL } from '../../../../test/support/test-constants.js';

const sink = await startMailSink();
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });
let secondProcess: StartedApp | undefined;
afterAll(async () => {
  await secondProcess?.stop();
  await sink.close();
});

async function save(fields: Record<string, unknown>) {
  const cookie = await repCookie(t.app);
  const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json();
  const response = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload: { version, ...fields } });
  expect(response.statusCode, response.body).toBe(200);
}

const productLinks = async (): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/products' })).json().products.map((product: { avonStoreUrl: string }) => product.avonStoreUrl);

describe('a new storefront address', () => {
  it('reaches product links, a new quiz result’s shop link and the cart at once', async () => {
    expect((await productLinks()).every((link) => link.startsWith(`${TEST_STORE_URL}/p/`))).toBe(true);
    // The other "process": the app's features started again on the same database, with caches and listeners of their own.
    secondProcess = await startFeatures({ env: t.deps.env, dataSource: t.db.dataSource, logger: undefined });
    const second = secondProcess.deps;
    expect((await second.catalog.current()).all[0]!.avonStoreUrl.startsWith(TEST_STORE_URL)).toBe(true);

    await save({ storeUrl: 'https://shop.example.org/rep-jane/' });
    const links = await productLinks();
    expect(links.length).toBeGreaterThan(10);
    expect(links.every((link) => /^https:\/\/shop\.example\.org\/rep-jane\/p\/[a-z0-9-]+$/.test(link))).toBe(true);
    const result = await t.caller.quiz.submit({ sessionId: newSessionId(), responses: acneModerateAnswers, userId: null });
    expect(result.shopUrl).toBe('https://shop.example.org/rep-jane/');
    expect(result.productRecommendations[0]!.items.every((item) => item.avonStoreUrl.startsWith('https://shop.example.org/rep-jane/p/'))).toBe(true);
    const cart = await t.caller.cart.add({ sessionId: `cart_${Date.now()}_${'a'.repeat(32)}`, productId: result.productRecommendations[0]!.items[0]!.id });
    expect(cart.cart.items[0]!.product.avonStoreUrl.startsWith('https://shop.example.org/rep-jane/p/')).toBe(true);

    // The second process hears of it from PostgreSQL's notice.
    await eventually(async () => (await second.catalog.current()).all[0]!.avonStoreUrl.startsWith('https://shop.example.org/rep-jane/p/'));
  });

  it('is kept by the second process while notices arrive, and dropped by the next change', async () => {
    const second = secondProcess!.deps;
    const before = await second.catalog.current();
    expect(await second.catalog.current()).toBe(before);
    await save({ storeUrl: null });
    await eventually(async () => (await second.catalog.current()).all[0]!.avonStoreUrl.startsWith(`${TEST_STORE_URL}/p/`));
    expect((await productLinks()).every((link) => link.startsWith(`${TEST_STORE_URL}/p/`))).toBe(true);
  });
});

describe('a changed survey delay', () => {
  it('times the usage-survey invitation of the next confirmation', async () => {
    await save({ surveyInviteDelayHours: 5 });
    const address = 'delay@example.com';
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
    await t.caller.users.create({ email: address, firstName: 'Dee', quizResponseId, sessionId, consent: true, wantsCyclingGuide: false });
    await sink.waitFor(() => sink.to(address).length === 1);
    const link = sink.to(address)[0]!.links.find((href) => href.startsWith('http://beauty.test/confirm-email?token='))!;
    await t.caller.users.confirmEmail({ token: new URL(link).searchParams.get('token')! });
    const [invitation] = await t.db.dataSource.query(
      `SELECT round(extract(epoch FROM "sendAfter" - "createdAt") / 3600)::int AS hours FROM email_message WHERE recipient = $1 AND template = 'usage-survey'`,
      [address],
    );
    expect(invitation).toEqual({ hours: 5 });
  });
});
