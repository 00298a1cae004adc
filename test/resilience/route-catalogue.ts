import { randomBytes, randomUUID } from 'node:crypto';
import { builtInRules } from '../../src/server/features/quiz/engine/built-in-rules.js';
import { previewAnswers } from '../support/quiz-test-data.js';
import { newProductInput } from '../support/product-test-helpers.js';
import type { FuzzFixtures } from './fuzz-fixtures.js';

type Input = (f: FuzzFixtures) => Record<string, unknown>;

/** One /api route with a well-formed request the fuzzer starts from. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify pattern, e.g. /api/cart/:cartItemId. */
  path: string;
  params?: (f: FuzzFixtures) => Record<string, string>;
  query?: Input;
  body?: Input;
  headers?: (f: FuzzFixtures) => Record<string, string>;
  /** Needs the representative's session cookie to get past the sign-in check. */
  rep?: boolean;
}

const cartHeader = (f: FuzzFixtures) => ({ 'x-cart-session': f.cartSessionId });

let made = 0;
/** A value no earlier request used, so a write is not turned away as a duplicate before it reaches the database. */
const fresh = (prefix: string) => `${prefix}-${(made += 1)}-${randomBytes(3).toString('hex')}`;
/** A new address (remembered as a secret: the logs must not name it). */
function freshEmail(f: FuzzFixtures): string {
  const email = `${fresh('fuzz')}@example.com`;
  f.secrets.add(email);
  return email;
}

/**
 * Complete, valid back-office bodies, new each time: with every other field well-formed, a bad
 * value in one field is the only thing wrong, so what the service and the database do with it is tested.
 */
const newProduct = () => newProductInput();
const newArticle = () => ({
  slug: fresh('fuzz-article'),
  title: 'Fuzz',
  metaDescription: 'An article made for fuzzing the back-office.',
  content: '# Fuzz\n\nA *short* body.',
  category: 'how-to',
  tags: ['fuzz'],
  authorName: 'Fuzz Writer',
  faqs: [{ question: 'Why?', answer: 'To find bugs.' }],
  steps: [{ title: 'Start', description: 'Open the editor.' }],
});

const newNewsletter = () => ({
  subject: fresh('Fuzz newsletter'),
  preheader: 'A short preview line',
  markdown: '# News\n\nA *short* body with [a link](/learning-hub).',
  audience: { kind: 'tier', tier: 'Gold' },
  productIds: [],
});

export const restRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/products', query: () => ({ category: 'skincare' }) },
  { method: 'GET', path: '/api/cart/:sessionId', params: (f) => ({ sessionId: f.cartSessionId }) },
  { method: 'POST', path: '/api/cart/add', body: (f) => ({ sessionId: f.cartSessionId, productId: f.productId, quantity: 2 }) },
  { method: 'PUT', path: '/api/cart/:cartItemId', params: (f) => ({ cartItemId: f.cartItemId }), body: () => ({ quantity: 3 }), headers: cartHeader },
  { method: 'DELETE', path: '/api/cart/:cartItemId', params: (f) => ({ cartItemId: f.cartItemId }), headers: cartHeader },
  { method: 'DELETE', path: '/api/cart/clear/:sessionId', params: (f) => ({ sessionId: f.cartSessionId }) },
  { method: 'GET', path: '/api/loyalty/member/:code', params: (f) => ({ code: f.loyaltyCode }) },
  { method: 'GET', path: '/api/loyalty/member/:code/transactions', params: (f) => ({ code: f.loyaltyCode }), query: () => ({ limit: 5 }) },
  { method: 'GET', path: '/api/loyalty/rewards', query: () => ({ tier: 'Gold' }) },
  { method: 'GET', path: '/api/loyalty/programme' },
  {
    method: 'POST',
    path: '/api/loyalty/purchase',
    body: (f) => ({ loyaltyCode: f.loyaltyCode, avonOrderNumber: 'DEMO-100101', avonOrderTotal: 2500 }),
  },
  { method: 'POST', path: '/api/loyalty/redeem', body: (f) => ({ loyaltyCode: f.loyaltyCode, rewardId: f.rewardId, pointsUsed: 100_000 }) },
  { method: 'POST', path: '/api/loyalty/join', body: (f) => ({ email: freshEmail(f), firstName: 'Fuzz' }) },
  { method: 'GET', path: '/api/admin/loyalty/claims', query: () => ({ status: 'pending', limit: 10 }), rep: true },
  { method: 'POST', path: '/api/admin/loyalty/claims/approve', body: () => ({ claimIds: ['999999999'] }), rep: true },
  { method: 'POST', path: '/api/admin/loyalty/claims/reject', body: (f) => ({ claimIds: [f.claimId], reason: 'Not in the store' }), rep: true },
  { method: 'POST', path: '/api/admin/loyalty/claims/:claimId/void', params: () => ({ claimId: '999999999' }), body: () => ({ reason: 'Duplicate claim' }), rep: true },
  { method: 'GET', path: '/api/admin/loyalty/members', query: () => ({ query: 'demo' }), rep: true },
  { method: 'POST', path: '/api/admin/loyalty/adjustments', body: (f) => ({ loyaltyCode: f.loyaltyCode, points: 5, reason: 'Goodwill' }), rep: true },
  { method: 'GET', path: '/api/admin/loyalty/settings', rep: true },
  { method: 'GET', path: '/api/admin/shop-health', rep: true },
  { method: 'GET', path: '/api/admin/loyalty/rewards', rep: true },
  { method: 'POST', path: '/api/admin/loyalty/rewards', body: () => ({ name: fresh('Fuzz reward'), description: 'A reward', pointsCost: 100, minTier: 'Bronze', active: false }), rep: true },
  { method: 'PATCH', path: '/api/admin/loyalty/rewards/:id', params: (f) => ({ id: String(f.rewardId) }), body: () => ({ version: 999, pointsCost: 150 }), rep: true },
  { method: 'PUT', path: '/api/admin/loyalty/settings', body: () => ({ autoApproveAfterDays: null }), rep: true },
  { method: 'PATCH', path: '/api/admin/loyalty/settings', body: () => ({ version: 999, pointsPerDollar: 2, tierThresholds: { silver: 400, gold: 1400, platinum: 4000 } }), rep: true },
  { method: 'GET', path: '/api/admin/loyalty/settings/tier-changes', query: () => ({ silver: 400, gold: 1400, platinum: 4000 }), rep: true },
  { method: 'POST', path: '/api/admin/loyalty/store-orders.csv', body: () => ({ csv: 'order_number,date,total' }), rep: true },
  // Unsigned, so every fuzzed push stops at the signature check (store-order-push.test.ts signs them).
  {
    method: 'POST',
    path: '/api/store/orders',
    body: () => ({ orderNumber: fresh('FUZZ').toUpperCase(), orderedOn: '2026-11-20', email: null, totalCents: 1_000, lines: [{ sku: 'BM-1001', quantity: 1, lineTotalCents: 1_000 }] }),
    headers: () => ({ 'webhook-id': `msg_${randomUUID()}`, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,bm90LWEtc2lnbmF0dXJl' }),
  },
  { method: 'GET', path: '/api/admin/store-orders/webhook-secret', rep: true },
  { method: 'POST', path: '/api/admin/store-orders/webhook-secret', rep: true },
  { method: 'GET', path: '/api/admin/products', query: () => ({ search: 'serum', sortBy: 'price', page: 1, pageSize: 10 }), rep: true },
  { method: 'GET', path: '/api/admin/products/:id', params: (f) => ({ id: String(f.productId) }), rep: true },
  { method: 'POST', path: '/api/admin/products', body: newProduct, rep: true },
  { method: 'PATCH', path: '/api/admin/products/:id', params: () => ({ id: '999999' }), body: () => ({ version: 1, price: 1200 }), rep: true },
  { method: 'GET', path: '/api/admin/products.csv', rep: true },
  { method: 'GET', path: '/api/admin/recommendation-rules', rep: true },
  { method: 'GET', path: '/api/admin/recommendation-rules/products', rep: true },
  { method: 'PUT', path: '/api/admin/recommendation-rules/draft', body: () => ({ rules: builtInRules, revision: 999 }), rep: true },
  { method: 'POST', path: '/api/admin/recommendation-rules/draft/discard', body: () => ({ revision: 999 }), rep: true },
  { method: 'POST', path: '/api/admin/recommendation-rules/preview', body: () => ({ rules: builtInRules, responses: 5 }), rep: true },
  { method: 'POST', path: '/api/admin/recommendation-rules/publish', body: () => ({ revision: 999 }), rep: true },
  { method: 'POST', path: '/api/admin/products.csv', body: () => ({ csv: 'slug' }), rep: true },
  { method: 'GET', path: '/api/admin/audit', query: () => ({ area: 'product', subject: 'fuzz', limit: 5 }), rep: true },
  { method: 'GET', path: '/api/settings' },
  { method: 'GET', path: '/api/admin/settings', rep: true },
  { method: 'GET', path: '/api/admin/backups/last', rep: true },
  { method: 'PATCH', path: '/api/admin/settings', body: () => ({ version: 999, freeShippingThresholdCents: 5000, contactPhone: '555 010 2030', backupTimeOfDay: '04:30' }), rep: true },
  { method: 'GET', path: '/api/admin/articles', query: () => ({ search: 'barrier', status: 'draft', page: 1, pageSize: 10 }), rep: true },
  { method: 'GET', path: '/api/admin/articles/slug-available', query: () => ({ slug: 'fuzz-article', exceptId: 1 }), rep: true },
  { method: 'GET', path: '/api/admin/articles/:id', params: () => ({ id: '1' }), rep: true },
  { method: 'POST', path: '/api/admin/articles', body: newArticle, rep: true },
  { method: 'PATCH', path: '/api/admin/articles/:id', params: () => ({ id: '999999' }), body: () => ({ version: 1, title: 'Fuzz' }), rep: true },
  { method: 'POST', path: '/api/admin/articles/:id/publish', params: () => ({ id: '999999' }), body: () => ({ version: 1 }), rep: true },
  { method: 'POST', path: '/api/admin/articles/:id/unpublish', params: () => ({ id: '999999' }), body: () => ({ version: 1 }), rep: true },
  { method: 'GET', path: '/api/rep/session' },
  { method: 'GET', path: '/api/rep/sign-in-activity', rep: true },
  { method: 'POST', path: '/api/admin/images', body: () => ({ file: 'not multipart' }), rep: true },
  { method: 'GET', path: '/api/admin/survey-follow-ups', query: () => ({ userId: 1 }), rep: true },
  { method: 'PATCH', path: '/api/admin/survey-follow-ups/:id', params: () => ({ id: '999999' }), body: () => ({ version: 1, personalLine: 'So glad you wrote back!' }), rep: true },
  { method: 'GET', path: '/uploads/products/:name', params: () => ({ name: 'no-such-image-480.jpg' }) },
  { method: 'POST', path: '/api/rep/sign-in', body: () => ({ password: 'not-the-password' }) },
  { method: 'POST', path: '/api/rep/sign-out' },
  // A wrong current password: the change is refused (400) and the password stays.
  { method: 'POST', path: '/api/rep/password', body: () => ({ currentPassword: 'not-the-password', newPassword: 'velvet-peony-lantern-42' }), rep: true },
  // Sent without the session: with it, the call would end the fuzz's own session.
  { method: 'POST', path: '/api/rep/sign-out-everywhere' },
  { method: 'GET', path: '/api/analytics/stats', query: () => ({ days: '7' }), rep: true },
  { method: 'GET', path: '/api/analytics/trends', query: () => ({ days: '30', source: 'instagram' }), rep: true },
  { method: 'GET', path: '/api/analytics/sales', query: () => ({ days: '90' }), rep: true },
  { method: 'GET', path: '/api/analytics/leads.csv', rep: true },
  {
    method: 'POST',
    path: '/api/usage-quiz/submit',
    body: (f) => ({
      surveyToken: f.surveyToken,
      productId: f.productId,
      usageType: 'daily',
      concerns: ['time'],
      budget: 'basic',
      responses: { usage: 'daily', challenge: 'time', improvement: 'faster' },
    }),
  },
  { method: 'GET', path: '/api/articles', query: () => ({ category: 'how-to' }) },
  { method: 'GET', path: '/api/articles/:slug', params: (f) => ({ slug: f.articleSlug }) },
  { method: 'POST', path: '/api/articles/:slug/views', params: () => ({ slug: 'no-such-article' }) },
  { method: 'POST', path: '/api/quiz/start', body: (f) => ({ sessionId: f.quizSessionId }) },
  {
    method: 'POST',
    path: '/api/quiz/submit',
    body: (f) => ({ sessionId: f.previewSessionId, responses: { skinGoal: 'confidence', skinConcern: 'dryness', budget: '75_150', lifestyle: 'some_time' }, userId: null }),
  },
  { method: 'GET', path: '/api/quiz/:sessionId/results', params: (f) => ({ sessionId: f.quizSessionId }) },
  { method: 'POST', path: '/api/users', body: (f) => ({ email: freshEmail(f), firstName: 'Fuzz', wantsCyclingGuide: true, quizResponseId: f.quizResponseId, sessionId: f.quizSessionId }) },
  { method: 'GET', path: '/api/usage-quiz/:surveyToken/:productId', params: (f) => ({ surveyToken: f.surveyToken, productId: String(f.productId) }) },
  { method: 'GET', path: '/api/outcomes/:token', params: (f) => ({ token: f.outcomeToken }) },
  { method: 'POST', path: '/api/outcomes', body: (f) => ({ token: f.outcomeToken, answer: 'works' }) },
  { method: 'GET', path: '/api/admin/segments', rep: true },
  { method: 'POST', path: '/api/admin/segments', body: () => ({ name: fresh('Fuzz segment'), match: 'all', conditions: [{ field: 'skinType', op: 'in', value: ['oily', 'dry'] }] }), rep: true },
  { method: 'POST', path: '/api/admin/segments/count', body: () => ({ match: 'any', conditions: [{ field: 'points', op: 'gte', value: 10 }, { field: 'source', op: 'is', value: 'instagram' }] }), rep: true },
  { method: 'GET', path: '/api/admin/segments/:id', params: () => ({ id: '1' }), rep: true },
  { method: 'DELETE', path: '/api/admin/segments/:id', params: () => ({ id: '999999' }), rep: true },
  { method: 'GET', path: '/api/admin/segments/:id/people', params: () => ({ id: '1' }), rep: true },
  { method: 'GET', path: '/api/admin/segments/:id/people.csv', params: () => ({ id: '1' }), rep: true },
  { method: 'GET', path: '/api/admin/flows', rep: true },
  { method: 'PATCH', path: '/api/admin/flows/:step', params: () => ({ step: 'day4' }), body: () => ({ version: 1, subject: 'Routines like yours, for {skinType}', delayDays: 4 }), rep: true },
  { method: 'GET', path: '/api/admin/flows/:step/versions', params: () => ({ step: 'day2' }), rep: true },
  { method: 'POST', path: '/api/admin/flows/:step/restore', params: () => ({ step: 'day4' }), body: () => ({ version: 2, restore: 1 }), rep: true },
  { method: 'POST', path: '/api/admin/flows/:step/preview', params: () => ({ step: 'day2' }), body: () => ({ draft: { subject: 'Tips for {skinType}', preheader: '', markdown: 'Hi {firstName}\n\n{skinTips}' } }), rep: true },
  { method: 'POST', path: '/api/admin/flows/:step/test', params: () => ({ step: 'welcome' }), body: () => ({}), rep: true },
  { method: 'GET', path: '/api/admin/what-works', rep: true },
  { method: 'GET', path: '/api/admin/what-works.csv', rep: true },
  { method: 'POST', path: '/api/users/confirm', body: (f) => ({ token: f.confirmationToken }) },
  { method: 'POST', path: '/api/newsletter/subscribe', body: (f) => ({ email: freshEmail(f) }) },
  { method: 'POST', path: '/api/newsletter/confirm', body: () => ({ token: `1.${Date.now()}.${'A'.repeat(32)}` }) },
  { method: 'GET', path: '/api/admin/newsletters', rep: true },
  { method: 'GET', path: '/api/admin/newsletters/subscribers', query: () => ({ status: 'pending', page: 1 }), rep: true },
  { method: 'GET', path: '/api/admin/newsletters/:id', params: () => ({ id: '1' }), rep: true },
  { method: 'POST', path: '/api/admin/newsletters', body: newNewsletter, rep: true },
  { method: 'PATCH', path: '/api/admin/newsletters/:id', params: () => ({ id: '999999' }), body: () => ({ version: 1, subject: 'Fuzz' }), rep: true },
  { method: 'POST', path: '/api/admin/newsletters/:id/test', params: () => ({ id: '999999' }), rep: true },
  { method: 'POST', path: '/api/admin/newsletters/:id/send', params: () => ({ id: '999999' }), body: () => ({ at: new Date(Date.now() + 86_400_000).toISOString() }), rep: true },
  { method: 'POST', path: '/api/admin/newsletters/:id/winner', params: () => ({ id: '999999' }), body: () => ({ winner: 'b' }), rep: true },
  { method: 'POST', path: '/api/loyalty/send-code', body: (f) => ({ email: f.email }) },
  // A proof-of-work challenge for emails past a connection's soft limit (nothing is stored).
  { method: 'GET', path: '/api/challenge' },
  { method: 'GET', path: '/email/click', query: (f) => f.clickQuery },
  { method: 'GET', path: '/api/email/figures', query: () => ({ days: '30' }), rep: true },
  { method: 'POST', path: '/api/email/unsubscribe', query: (f) => f.unsubscribeQuery },
  // The development mail catcher's pages (absent in production).
  { method: 'GET', path: '/dev/mail' },
  { method: 'GET', path: '/dev/mail/:id', params: () => ({ id: '1' }) },
  { method: 'GET', path: '/dev/mail/:id/html', params: () => ({ id: '1' }) },
  { method: 'GET', path: '/api/loyalty/member/:code/redemptions', params: (f) => ({ code: f.loyaltyCode }) },
  { method: 'GET', path: '/api/admin/redemptions', query: () => ({ status: 'issued', code: 'rwd ab', limit: 10 }), rep: true },
  { method: 'POST', path: '/api/admin/redemptions/:id/fulfil', params: () => ({ id: '999999' }), body: () => ({ note: 'Handed over' }), rep: true },
  { method: 'POST', path: '/api/admin/redemptions/:id/cancel', params: () => ({ id: '999999' }), body: () => ({ reason: 'Out of stock' }), rep: true },  { method: 'GET', path: '/api/admin/waiting', rep: true },
  { method: 'GET', path: '/api/admin/people', query: () => ({ query: 'fuzz', page: '1', pageSize: '10', confirmed: 'false', member: 'true', tier: 'Bronze', pendingClaims: 'false', unsubscribed: 'false' }), rep: true },
  { method: 'GET', path: '/api/admin/people.csv', query: () => ({ query: 'fuzz', confirmed: 'true' }), rep: true },
  { method: 'GET', path: '/api/admin/people/:id', params: (f) => ({ id: f.personId }), rep: true },
  { method: 'POST', path: '/api/admin/people/:id/notes', params: (f) => ({ id: f.personId }), body: () => ({ text: 'A fuzz note' }), rep: true },
  { method: 'GET', path: '/api/admin/people/:id/export', params: (f) => ({ id: f.personId }), rep: true },
  { method: 'POST', path: '/api/admin/people/:id/erase', params: () => ({ id: randomUUID() }), body: () => ({ confirm: true }), rep: true },
  { method: 'POST', path: '/api/my-data/request', body: () => ({ email: 'nobody-fuzz@example.com', action: 'export' }) },
  { method: 'GET', path: '/api/my-data/export', query: (f) => f.myDataExportQuery },
  { method: 'POST', path: '/api/my-data/erase', body: (f) => f.myDataEraseBody },
];

/** One tRPC procedure with a well-formed input (undefined when it takes none). */
export interface TrpcProcedure {
  name: string;
  type: 'query' | 'mutation';
  input?: Input;
  rep?: boolean;
}

export const trpcProcedures: TrpcProcedure[] = [
  { name: 'quiz.start', type: 'mutation', input: (f) => ({ sessionId: f.quizSessionId }) },
  { name: 'quiz.submit', type: 'mutation', input: (f) => ({ sessionId: f.previewSessionId, responses: previewAnswers, userId: null }) },
  { name: 'quiz.results', type: 'query', input: (f) => ({ sessionId: f.quizSessionId }) },
  { name: 'users.create', type: 'mutation', input: (f) => ({ email: freshEmail(f), firstName: 'Fuzz', quizResponseId: f.quizResponseId, sessionId: f.quizSessionId }) },
  { name: 'users.confirmEmail', type: 'mutation', input: (f) => ({ token: f.confirmationToken }) },
  { name: 'email.unsubscribe', type: 'mutation', input: (f) => f.unsubscribeQuery },
  { name: 'shopHealth.get', type: 'query', rep: true },
  { name: 'email.figures', type: 'query', input: () => ({ days: '7' }), rep: true },
  { name: 'catalog.list', type: 'query', input: () => ({ category: 'makeup' }) },
  { name: 'cart.get', type: 'query', input: (f) => ({ sessionId: f.cartSessionId }) },
  { name: 'cart.add', type: 'mutation', input: (f) => ({ sessionId: f.cartSessionId, productId: f.productId, quantity: 1 }) },
  { name: 'cart.updateQuantity', type: 'mutation', input: (f) => ({ sessionId: f.cartSessionId, cartItemId: f.cartItemId, quantity: 2 }) },
  { name: 'cart.remove', type: 'mutation', input: (f) => ({ sessionId: f.cartSessionId, cartItemId: f.cartItemId }) },
  { name: 'cart.clear', type: 'mutation', input: (f) => ({ sessionId: f.cartSessionId }) },
  { name: 'system.ready', type: 'query' },
  { name: 'articles.list', type: 'query', input: () => ({ category: 'routines' }) },
  { name: 'articles.bySlug', type: 'query', input: (f) => ({ slug: f.articleSlug }) },
  { name: 'articles.recordView', type: 'mutation', input: () => ({ slug: 'no-such-article' }) },
  { name: 'loyalty.member', type: 'query', input: (f) => ({ code: f.loyaltyCode }) },
  { name: 'loyalty.transactions', type: 'query', input: (f) => ({ code: f.loyaltyCode, limit: 3 }) },
  { name: 'loyalty.rewards', type: 'query', input: () => ({ tier: 'silver' }) },
  { name: 'loyalty.programme', type: 'query' },
  { name: 'loyalty.purchase', type: 'mutation', input: (f) => ({ loyaltyCode: f.loyaltyCode, avonOrderNumber: 'DEMO-100102', avonOrderTotal: 1000 }) },
  { name: 'loyalty.redeem', type: 'mutation', input: (f) => ({ loyaltyCode: f.loyaltyCode, rewardId: f.rewardId, pointsUsed: 100_000 }) },
  { name: 'loyalty.join', type: 'mutation', input: (f) => ({ email: freshEmail(f), firstName: 'Fuzz' }) },
  { name: 'loyalty.sendCode', type: 'mutation', input: (f) => ({ email: f.email }) },
  { name: 'storeOrders.webhookSecret', type: 'query', rep: true },
  { name: 'storeOrders.rotateWebhookSecret', type: 'mutation', rep: true },
  { name: 'loyaltyReview.claims', type: 'query', input: () => ({ status: 'approved' }), rep: true },
  { name: 'loyaltyReview.approve', type: 'mutation', input: () => ({ claimIds: ['999999999'] }), rep: true },
  { name: 'loyaltyReview.reject', type: 'mutation', input: (f) => ({ claimIds: [f.claimId], reason: 'Duplicate' }), rep: true },
  { name: 'loyaltyReview.void', type: 'mutation', input: () => ({ claimId: '999999999', reason: 'Duplicate' }), rep: true },
  { name: 'loyaltyReview.members', type: 'query', input: () => ({ query: 'demo' }), rep: true },
  { name: 'loyaltyReview.adjust', type: 'mutation', input: (f) => ({ loyaltyCode: f.loyaltyCode, points: -1, reason: 'Correction' }), rep: true },
  { name: 'loyaltyReview.settings', type: 'query', rep: true },
  { name: 'loyaltyReview.saveSettings', type: 'mutation', input: () => ({ autoApproveAfterDays: 30 }), rep: true },
  { name: 'loyaltyReview.updateSettings', type: 'mutation', input: () => ({ version: 999, pointsPerDollar: 3 }), rep: true },
  { name: 'loyaltyReview.tierChanges', type: 'query', input: () => ({ silver: 200, gold: 900, platinum: 3000 }), rep: true },
  { name: 'rewardAdmin.list', type: 'query', rep: true },
  { name: 'rewardAdmin.create', type: 'mutation', input: () => ({ name: fresh('Fuzz reward'), description: 'A reward', pointsCost: 100, minTier: 'Bronze', active: false }), rep: true },
  { name: 'rewardAdmin.update', type: 'mutation', input: (f) => ({ id: f.rewardId, version: 999, pointsCost: 150 }), rep: true },
  { name: 'adminProducts.list', type: 'query', input: () => ({ search: 'oat', status: 'all' }), rep: true },
  { name: 'adminProducts.get', type: 'query', input: (f) => ({ id: f.productId }), rep: true },
  { name: 'adminProducts.create', type: 'mutation', input: newProduct, rep: true },
  { name: 'adminProducts.update', type: 'mutation', input: () => ({ id: 999999, version: 1, price: 1200 }), rep: true },
  { name: 'audit.list', type: 'query', input: () => ({ area: 'product', subject: 'fuzz' }), rep: true },
  { name: 'storeSettings.get', type: 'query', rep: true },
  { name: 'storeSettings.update', type: 'mutation', input: () => ({ version: 999, supportNote: 'Open on weekdays.' }), rep: true },
  { name: 'storeSettings.public', type: 'query' },
  { name: 'backup.last', type: 'query', rep: true },
  { name: 'articleAdmin.list', type: 'query', input: () => ({ search: 'barrier', status: 'published' }), rep: true },
  { name: 'articleAdmin.get', type: 'query', input: () => ({ id: 1 }), rep: true },
  { name: 'articleAdmin.slugAvailable', type: 'query', input: () => ({ slug: 'fuzz-article' }), rep: true },
  { name: 'articleAdmin.create', type: 'mutation', input: newArticle, rep: true },
  { name: 'articleAdmin.update', type: 'mutation', input: () => ({ id: 999999, version: 1, title: 'Fuzz' }), rep: true },
  { name: 'articleAdmin.publish', type: 'mutation', input: () => ({ id: 999999, version: 1 }), rep: true },
  { name: 'articleAdmin.unpublish', type: 'mutation', input: () => ({ id: 999999, version: 1 }), rep: true },
  { name: 'recommendationRules.overview', type: 'query', rep: true },
  { name: 'recommendationRules.products', type: 'query', rep: true },
  { name: 'recommendationRules.saveDraft', type: 'mutation', input: () => ({ rules: builtInRules, revision: 999 }), rep: true },
  { name: 'recommendationRules.discardDraft', type: 'mutation', input: () => ({ revision: 999 }), rep: true },
  { name: 'recommendationRules.preview', type: 'mutation', input: () => ({ rules: builtInRules, responses: 5 }), rep: true },
  { name: 'recommendationRules.publish', type: 'mutation', input: () => ({ revision: 999 }), rep: true },
  { name: 'rep.session', type: 'query' },
  { name: 'rep.signInActivity', type: 'query', rep: true },
  { name: 'rep.signIn', type: 'mutation', input: () => ({ password: 'not-the-password' }) },
  { name: 'rep.signOut', type: 'mutation' },
  { name: 'rep.changePassword', type: 'mutation', input: () => ({ currentPassword: 'not-the-password', newPassword: 'velvet-peony-lantern-42' }), rep: true },
  { name: 'rep.signOutEverywhere', type: 'mutation' },
  { name: 'analytics.stats', type: 'query', input: () => ({ days: '30' }), rep: true },
  { name: 'analytics.trends', type: 'query', input: () => ({ days: '365' }), rep: true },
  { name: 'analytics.sales', type: 'query', input: () => ({ days: '7' }), rep: true },
  { name: 'analytics.recentActivity', type: 'query', rep: true },
  { name: 'analytics.leads', type: 'query', rep: true },
  { name: 'survey.checkLink', type: 'query', input: (f) => ({ surveyToken: f.surveyToken, productId: f.productId }) },
  { name: 'survey.submit', type: 'mutation', input: (f) => ({ surveyToken: f.surveyToken, productId: f.productId, usageType: 'daily', concerns: ['time'], budget: 'basic', responses: { usage: 'daily', challenge: 'time', improvement: 'faster' } }) },
  { name: 'survey.summary', type: 'query', rep: true },
  { name: 'segments.list', type: 'query', rep: true },
  { name: 'segments.create', type: 'mutation', input: () => ({ name: fresh('Fuzz segment'), match: 'all', conditions: [{ field: 'clickedWithinDays', op: 'lte', value: 30 }] }), rep: true },
  { name: 'segments.count', type: 'query', input: () => ({ match: 'all', conditions: [{ field: 'budget', op: 'isNot', value: 'luxury' }] }), rep: true },
  { name: 'segments.get', type: 'query', input: () => ({ id: 1 }), rep: true },
  { name: 'segments.people', type: 'query', input: () => ({ id: 1 }), rep: true },
  { name: 'segments.remove', type: 'mutation', input: () => ({ id: 999999 }), rep: true },
  { name: 'flows.list', type: 'query', rep: true },
  { name: 'flows.update', type: 'mutation', input: () => ({ step: 'day4', version: 1, enabled: true }), rep: true },
  { name: 'flows.versions', type: 'query', input: () => ({ step: 'day6' }), rep: true },
  { name: 'flows.restore', type: 'mutation', input: () => ({ step: 'day4', version: 2, restore: 1 }), rep: true },
  { name: 'flows.preview', type: 'mutation', input: () => ({ step: 'survey' }), rep: true },
  { name: 'flows.sendTest', type: 'mutation', input: () => ({ step: 'day2' }), rep: true },
  { name: 'outcomes.read', type: 'query', input: (f) => ({ token: f.outcomeToken }) },
  { name: 'outcomes.record', type: 'mutation', input: (f) => ({ token: f.outcomeToken, answer: 'works' }) },
  { name: 'outcomes.whatWorks', type: 'query', rep: true },
  { name: 'newsletter.subscribe', type: 'mutation', input: (f) => ({ email: freshEmail(f) }) },
  { name: 'newsletter.confirm', type: 'mutation', input: () => ({ token: `1.${Date.now()}.${'A'.repeat(32)}` }) },
  { name: 'newsletterAdmin.list', type: 'query', rep: true },
  { name: 'newsletterAdmin.get', type: 'query', input: () => ({ id: 1 }), rep: true },
  { name: 'newsletterAdmin.subscribers', type: 'query', input: () => ({ status: 'confirmed', page: 1 }), rep: true },
  { name: 'newsletterAdmin.create', type: 'mutation', input: newNewsletter, rep: true },
  { name: 'newsletterAdmin.update', type: 'mutation', input: () => ({ id: 999999, version: 1, subject: 'Fuzz' }), rep: true },
  { name: 'newsletterAdmin.sendTest', type: 'mutation', input: () => ({ id: 999999 }), rep: true },
  { name: 'newsletterAdmin.send', type: 'mutation', input: () => ({ id: 999999 }), rep: true },
  { name: 'newsletterAdmin.chooseWinner', type: 'mutation', input: () => ({ id: 999999 }), rep: true },
  { name: 'loyalty.redemptions', type: 'query', input: (f) => ({ code: f.loyaltyCode }) },
  { name: 'redemptionsAdmin.list', type: 'query', input: () => ({ status: 'fulfilled', code: 'RWD-AB' }), rep: true },
  { name: 'redemptionsAdmin.fulfil', type: 'mutation', input: () => ({ id: 999999, note: 'Handed over' }), rep: true },
  { name: 'redemptionsAdmin.cancel', type: 'mutation', input: () => ({ id: 999999, reason: 'Out of stock' }), rep: true },
  { name: 'digest.waiting', type: 'query', rep: true },
  { name: 'surveyFollowUps.list', type: 'query', input: () => ({ userId: 1 }), rep: true },
  { name: 'surveyFollowUps.update', type: 'mutation', input: () => ({ id: 999999, version: 1, personalLine: 'So glad you wrote back!' }), rep: true },
  { name: 'people.list', type: 'query', input: () => ({ query: 'fuzz', page: 1, pageSize: 10, confirmed: false, tier: 'Gold' }), rep: true },
  { name: 'people.get', type: 'query', input: (f) => ({ id: f.personId }), rep: true },
  { name: 'people.addNote', type: 'mutation', input: (f) => ({ id: f.personId, text: 'A fuzz note' }), rep: true },
  { name: 'people.erase', type: 'mutation', input: () => ({ id: randomUUID(), confirm: true }), rep: true },
  { name: 'myData.request', type: 'mutation', input: () => ({ email: 'nobody-fuzz@example.com', action: 'erase' }) },
  { name: 'myData.erase', type: 'mutation', input: (f) => f.myDataEraseBody },
];

/** Fills a Fastify pattern's :params. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
}
