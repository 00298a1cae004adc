import { myDataLinkSchema, myDataRequestInputSchema } from '../../../shared/people.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { eraseByLink, exportByLink, requestMyData } from './my-data.service.js';

/** The person's own door to their data: ask for a link by email, then download or erase through it. */
export const myDataRest: RestPlugin = (app, deps) => {
  app.post('/api/my-data/request', { preHandler: visitorMailLimit.preHandler(deps) }, async (request, reply) =>
    reply.status(202).send(await requestMyData(deps, parseInput(myDataRequestInputSchema, request.body))),
  );
  app.get<{ Querystring: Record<string, unknown> }>('/api/my-data/export', async (request, reply) => {
    const data = await exportByLink(deps, parseInput(myDataLinkSchema, { ...request.query }));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="my-beautymatch-data.json"')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
  app.post('/api/my-data/erase', async (request) => eraseByLink(deps, parseInput(myDataLinkSchema, request.body)));
};
