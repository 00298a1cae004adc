import {
  chooseWinnerInputSchema,
  createNewsletterInputSchema,
  NEWSLETTER_WRITE_BODY_LIMIT,
  newsletterConfirmInputSchema,
  newsletterSubscribeInputSchema,
  sendNewsletterInputSchema,
  subscriberListInputSchema,
  updateNewsletterInputSchema,
} from '../../../shared/newsletter.js';
import { bodyObject, parseInput, routeIdSchema, withNumbers } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { backOffice } from '../rep-auth/api.js';
import { createNewsletter, sendNewsletterTest, updateNewsletter } from './newsletter-campaign.service.js';
import { getNewsletter, listNewsletters, listSubscribers } from './newsletter-read.service.js';
import { sendNewsletter } from './newsletter-send.service.js';
import { confirmNewsletterSubscription, requestNewsletterSubscription } from './newsletter-subscription.service.js';
import { chooseSubjectWinner } from './subject-test/subject-test-decision.js';

type WithId = { Params: { id: string } };
type Query = { Querystring: Record<string, unknown> };
const idSchema = routeIdSchema('newsletter');
const campaignBody = { bodyLimit: NEWSLETTER_WRITE_BODY_LIMIT } as const;

/**
 * POST /api/newsletter/subscribe (202 for any address) and /api/newsletter/confirm; the
 * representative's campaigns under /api/admin/newsletters (signed in only).
 */
export const newsletterRest: RestPlugin = async (app, deps) => {
  app.post('/api/newsletter/subscribe', { preHandler: visitorMailLimit.preHandler(deps) }, async (request, reply) =>
    reply.status(202).send(await requestNewsletterSubscription(deps, parseInput(newsletterSubscribeInputSchema, request.body).email)),
  );
  app.post('/api/newsletter/confirm', async (request) => confirmNewsletterSubscription(deps, parseInput(newsletterConfirmInputSchema, request.body).token));

  const withId = (request: { params: { id: string }; body: unknown }) => ({ ...bodyObject(request.body), id: parseInput(idSchema, request.params).id });
  await app.register(async (scope) => {
    // Checked before the body is read, so nobody signed out gets a large body read.
    scope.addHook('onRequest', backOffice('newsletter-drafts').preHandler(deps));
    const sending = { onRequest: backOffice('newsletter-sending').preHandler(deps) };
    scope.get('/api/admin/newsletters', async () => listNewsletters(deps));
    scope.get<Query>('/api/admin/newsletters/subscribers', async (request) =>
      listSubscribers(deps, parseInput(subscriberListInputSchema, withNumbers(request.query, ['page']))),
    );
    scope.get<WithId>('/api/admin/newsletters/:id', async (request) => getNewsletter(deps, parseInput(idSchema, request.params).id));
    scope.post('/api/admin/newsletters', campaignBody, async (request, reply) =>
      reply.status(201).send(await createNewsletter(deps, parseInput(createNewsletterInputSchema, request.body))),
    );
    scope.patch<WithId>('/api/admin/newsletters/:id', campaignBody, async (request) => updateNewsletter(deps, parseInput(updateNewsletterInputSchema, withId(request))));
    scope.post<WithId>('/api/admin/newsletters/:id/test', async (request) => sendNewsletterTest(deps, parseInput(idSchema, request.params).id));
    scope.post<WithId>('/api/admin/newsletters/:id/send', sending, async (request) => sendNewsletter(deps, parseInput(sendNewsletterInputSchema, withId(request))));
    scope.post<WithId>('/api/admin/newsletters/:id/winner', sending, async (request) => chooseSubjectWinner(deps, parseInput(chooseWinnerInputSchema, withId(request))));
  });
};
