import { HUMAN_CHECK_CHALLENGE_PATH } from '../../../shared/human-check.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { createHumanCheckChallenge } from '../../mail/human-check.js';

/**
 * GET /api/challenge: a fresh proof-of-work challenge for the check a browser runs when the
 * server answers 428 CHALLENGE_REQUIRED (the ALTCHA widget fetches it itself). Signed and
 * short-lived, so nothing is stored until a solution is spent.
 */
export const humanCheckRest: RestPlugin = (app, { dataSource, env }) => {
  app.get(HUMAN_CHECK_CHALLENGE_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await createHumanCheckChallenge(dataSource, env.APP_SECRET)),
  );
};
