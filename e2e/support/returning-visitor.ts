import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newSessionId, sensitiveBudgetAnswers } from '../../test/support/quiz-test-data';
import { expect } from './test';

/**
 * A visitor who comes back: this browser keeps a finished quiz's result, a cart with items and a
 * half-finished quiz, made through the API as her earlier visit would have.
 */

interface ReturningState {
  quizResults: string;
  cartSessionId: string;
  quizProgress: string;
  /** A product the saved result matches strongly enough for a badge. */
  matchedProduct: { id: number; name: string; matchPercent: number };
}

/** Each test is a client of its own, so per-address limits of other tests do not reach it. */
export function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${part()}.${part()}`;
}

export async function makeReturningState(request: APIRequestContext, address: string): Promise<ReturningState> {
  const headers = { 'x-forwarded-for': address };
  const sessionId = newSessionId();
  expect((await request.post('/api/quiz/start', { data: { sessionId }, headers })).ok()).toBe(true);
  const submit = await request.post('/api/quiz/submit', { data: { sessionId, responses: sensitiveBudgetAnswers, userId: null }, headers });
  expect(submit.ok()).toBe(true);
  const result = (await submit.json()) as { productMatches: Array<{ productId: number; matchPercent: number }> };
  const best = [...result.productMatches].sort((a, b) => b.matchPercent - a.matchPercent)[0];
  if (!best) throw new Error('the quiz matched no product');
  const { products } = (await (await request.get('/api/products', { headers })).json()) as { products: Array<{ id: number; name: string }> };
  const matched = products.find((product) => product.id === best.productId);
  if (!matched) throw new Error('the matched product is not in the catalogue');

  const cartSessionId = `cart_${Date.now()}_${randomBytes(16).toString('hex')}`;
  const added = await request.post('/api/cart/add', { data: { sessionId: cartSessionId, productId: products[0]!.id, quantity: 2 }, headers });
  expect(added.ok()).toBe(true);

  return {
    // What the quiz page saves after the email step.
    quizResults: JSON.stringify({ ...result, sessionId, emailSentTo: 'returning@example.com' }),
    cartSessionId,
    quizProgress: JSON.stringify({ sessionId: newSessionId(), answers: { question_1: 'glow', question_2: 'somewhat_agree' }, step: 2, savedAt: Date.now() }),
    matchedProduct: { ...matched, matchPercent: best.matchPercent },
  };
}

/** Puts the state in localStorage before any page script runs, on every load. */
export async function becomeReturningVisitor(page: Page, state: ReturningState) {
  await page.addInitScript((saved) => {
    localStorage.setItem('quizResults', saved.quizResults);
    localStorage.setItem('cartSessionId', saved.cartSessionId);
    localStorage.setItem('quizProgress', saved.quizProgress);
  }, state);
}
