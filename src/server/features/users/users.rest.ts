import { confirmEmailInputSchema, createUserInputSchema } from '../../../shared/users.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { confirmEmail } from './confirm-email.service.js';
import { captureEmail } from './users.service.js';

/** POST /api/users (SPEC §7), the email capture; POST /api/users/confirm, a confirmation link's click. */
export const usersRest: RestPlugin = (app, deps) => {
  app.post('/api/users', { preHandler: visitorMailLimit.preHandler(deps) }, async (request) => captureEmail(deps, parseInput(createUserInputSchema, request.body)));
  app.post('/api/users/confirm', async (request) => confirmEmail(deps, parseInput(confirmEmailInputSchema, request.body).token));
};
