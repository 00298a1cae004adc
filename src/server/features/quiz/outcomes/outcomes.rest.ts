import { outcomeInputSchema, outcomeLinkInputSchema } from '../../../../shared/outcomes.js';
import { parseInput } from '../../../http/parse-input.js';
import type { RestPlugin } from '../../../http/rest-routes.js';
import { backOffice } from '../../rep-auth/api.js';
import { outcomeAnswerLimit } from './outcome-answer-limit.js';
import { readOutcome, recordOutcome } from './outcomes.service.js';
import { listWhatWorks, whatWorksCsv } from './what-works.service.js';

export const outcomesRest: RestPlugin = (app, deps) => {
  app.get('/api/outcomes/:token', async (request) => readOutcome(deps, parseInput(outcomeLinkInputSchema, request.params).token));
  app.post('/api/outcomes', { preHandler: outcomeAnswerLimit.preHandler(deps) }, async (request) => recordOutcome(deps, parseInput(outcomeInputSchema, request.body)));

  const signedIn = { preHandler: backOffice('owner').preHandler(deps) };
  app.get('/api/admin/what-works', signedIn, async () => ({ rows: await listWhatWorks(deps) }));
  app.get('/api/admin/what-works.csv', signedIn, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="beauty-match-what-works.csv"')
      .header('Cache-Control', 'no-store')
      .send(whatWorksCsv(await listWhatWorks(deps))),
  );
};
