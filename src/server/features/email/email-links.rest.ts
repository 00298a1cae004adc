import { statsInput } from '../../../shared/analytics.js';
import { trackedLinkQuerySchema, unsubscribeInputSchema } from '../../../shared/email.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { getEmailFigures } from './email-figures.service.js';
import { followTrackedLink, unsubscribe } from './email-links.service.js';

/** Form bodies a mail client may send with a one-click unsubscribe (RFC 8058); their content is not needed. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * GET /email/click: a tracked link in an email, recorded then redirected. POST
 * /api/email/unsubscribe: the List-Unsubscribe one-click target (RFC 8058). GET
 * /api/email/figures?days=7|30|all: the dashboard's email figures (back-office only).
 */
export const emailLinksRest: RestPlugin = async (app, deps) => {
  app.get('/api/email/figures', { preHandler: backOffice('owner').preHandler(deps) }, async (request) => getEmailFigures(deps, parseInput(statsInput, request.query)));

  app.get('/email/click', async (request, reply) => {
    const target = await followTrackedLink(deps, parseInput(trackedLinkQuerySchema, request.query));
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
  });

  // Its own scope: only this route reads form bodies, and the signed link is the only thing it trusts.
  await app.register(async (scope) => {
    scope.addContentTypeParser(ONE_CLICK_BODY_TYPES, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    scope.post('/api/email/unsubscribe', async (request) => unsubscribe(deps, parseInput(unsubscribeInputSchema, request.query), 'one-click'));
  });
};
