import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../src/server/core/app-deps.js';
import { confirmationToken } from '../../src/server/features/users/email-confirmations.js';
import { myDataLink, myDataLinkExpiry } from '../../src/server/features/people/my-data-links.js';
import { newCartSessionId } from '../support/cart-test-helpers.js';
import { newSessionId, sensitiveBudgetAnswers } from '../support/quiz-test-data.js';
import { TEST_REP_PASSWORD } from '../support/test-app.js';
import { outcomeToken } from '../../src/server/features/quiz/outcomes/outcome-links.js';

/** Real ids and codes, so mutated inputs start from something the services would accept. */
export interface FuzzFixtures {
  productId: number;
  cartSessionId: string;
  cartItemId: string;
  quizSessionId: string;
  previewSessionId: string;
  quizResponseId: number;
  userId: number;
  /** The token of that user's survey links. */
  surveyToken: string;
  email: string;
  /** The token of the confirmation link sent to `email`. */
  confirmationToken: string;
  /** The query of a tracked link and of the unsubscribe link in the email sent to `email`. */
  clickQuery: Record<string, string>;
  unsubscribeQuery: Record<string, string>;
  loyaltyCode: string;
  rewardId: number;
  articleSlug: string;
  claimId: string;
  repCookie: string;
  /** Emails and loyalty codes the logs must never contain. */
  secrets: Set<string>;
  /** The back-office id of the person who left `email`. */
  personId: string;
  /** A signed "Your data" export link of that person, and an erase link of a person who does not exist. */
  myDataExportQuery: Record<string, string>;
  myDataEraseBody: Record<string, string>;
  /** That user's "Is it working?" token for `productId`. */
  outcomeToken: string;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object, cookies?: Record<string, string>) {
  const response = await app.inject({ method, url, payload, cookies, remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

export async function createFuzzFixtures(app: FastifyInstance, deps: AppDeps): Promise<FuzzFixtures> {
  const secrets = new Set<string>(['GLOW-DEMO-0001', 'GLOW-DEMO-GOLD']);
  const { products } = (await call(app, 'GET', '/api/products')).json();
  const productId: number = products[0].id;
  const cartSessionId = newCartSessionId();
  const { cart } = (await call(app, 'POST', '/api/cart/add', { sessionId: cartSessionId, productId, quantity: 1 })).json();
  const quizSessionId = newSessionId();
  await call(app, 'POST', '/api/quiz/start', { sessionId: quizSessionId });
  const result = (await call(app, 'POST', '/api/quiz/submit', { sessionId: quizSessionId, responses: sensitiveBudgetAnswers, userId: null })).json();
  const email = `fuzz-${randomBytes(5).toString('hex')}@example.com`;
  secrets.add(email);
  await call(app, 'POST', '/api/users', { email, firstName: 'Fuzz', quizResponseId: result.quizResponseId, sessionId: quizSessionId });
  const [user] = await deps.dataSource.query<{ id: number; surveyToken: string; personId: string }[]>(`SELECT id, "surveyToken", "personId" FROM "user" WHERE email = $1`, [email]);
  const [confirmation] = await deps.dataSource.query<{ id: number }[]>(`SELECT id FROM email_confirmation WHERE address = $1`, [email]);
  const token = confirmationToken(deps.mail.signer, confirmation!.id);
  secrets.add(token);
  secrets.add(user!.surveyToken);
  const [message] = await deps.dataSource.query<{ token: string }[]>(`SELECT token FROM email_message WHERE recipient = $1`, [email]);
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
  const answerToken = outcomeToken(deps.mail.signer, user!.id, productId);
  secrets.add(answerToken);
  const { rewards } = (await call(app, 'GET', '/api/loyalty/rewards')).json();
  const { articles } = { articles: (await call(app, 'GET', '/api/articles')).json() };
  const signIn = await call(app, 'POST', '/api/rep/sign-in', { password: TEST_REP_PASSWORD });
  const repCookie = signIn.cookies.find((cookie) => cookie.name === 'rep_session')?.value;
  if (!repCookie) throw new Error('sign-in set no cookie');
  const { claims } = (await call(app, 'GET', '/api/admin/loyalty/claims?status=pending', undefined, { rep_session: repCookie })).json();
  return {
    productId,
    cartSessionId,
    cartItemId: cart.items[0].id,
    quizSessionId,
    previewSessionId: newSessionId('preview'),
    quizResponseId: result.quizResponseId,
    userId: user!.id,
    surveyToken: user!.surveyToken,
    email,
    confirmationToken: token,
    clickQuery: query(deps.mail.links.click(message!.token, 'http://localhost:3000/products')),
    unsubscribeQuery: query(deps.mail.links.oneClickUnsubscribe(message!.token)),
    loyaltyCode: 'GLOW-DEMO-0001',
    rewardId: rewards[0].id,
    articleSlug: articles[0].slug,
    claimId: claims[0].claimId,
    repCookie,
    secrets,
    personId: user!.personId,
    myDataExportQuery: { ...myDataLink(deps.mail.signer, user!.personId, 'export', myDataLinkExpiry()) },
    myDataEraseBody: { ...myDataLink(deps.mail.signer, randomUUID(), 'erase', myDataLinkExpiry()) },
    outcomeToken: answerToken,
  };
}
