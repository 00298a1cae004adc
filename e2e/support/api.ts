import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newSessionId, sensitiveBudgetAnswers } from '../../test/support/quiz-test-data';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Takes the full quiz (from a visit `source` when given) and leaves an email (with consent to tips) through the public API, as the quiz page does. */
export async function completeQuizViaApi(request: APIRequestContext, email: string, firstName = 'Tess', source?: string): Promise<{ sessionId: string }> {
  const sessionId = newSessionId();
  const start = await request.post('/api/quiz/start', { data: { sessionId, ...(source ? { source } : {}) } });
  if (!start.ok()) throw new Error(`quiz start: ${start.status()} ${await start.text()}`);
  const submit = await request.post('/api/quiz/submit', { data: { sessionId, responses: sensitiveBudgetAnswers, userId: null } });
  if (!submit.ok()) throw new Error(`quiz submit: ${submit.status()} ${await submit.text()}`);
  const { quizResponseId } = (await submit.json()) as { quizResponseId: number };
  const user = await request.post('/api/users', { data: { email, firstName, wantsCyclingGuide: true, consent: true, quizResponseId, sessionId } });
  if (!user.ok()) throw new Error(`users: ${user.status()} ${await user.text()}`);
  return { sessionId };
}

export async function firstProductId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/products');
  const { products } = (await response.json()) as { products: Array<{ id: number }> };
  if (!products[0]) throw new Error('no products seeded');
  return products[0].id;
}

/** Puts `quantity` of the first product in a new cart through the API and gives this browser that cart, then opens /cart. */
export async function openCartWithFirstProduct(page: Page, quantity: number): Promise<void> {
  const sessionId = `cart_${Date.now()}_${randomBytes(16).toString('hex')}`;
  const added = await page.request.post('/api/cart/add', { data: { sessionId, productId: await firstProductId(page.request), quantity } });
  if (!added.ok()) throw new Error(`cart add: ${added.status()} ${await added.text()}`);
  await page.addInitScript((id) => localStorage.setItem('cartSessionId', id), sessionId);
  await page.goto('/cart');
}
