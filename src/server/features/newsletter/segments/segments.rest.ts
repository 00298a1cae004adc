import { segmentInputSchema, segmentRulesSchema } from '../../../../shared/segments.js';
import { parseInput, routeIdSchema } from '../../../http/parse-input.js';
import type { RestPlugin } from '../../../http/rest-routes.js';
import { backOffice } from '../../rep-auth/api.js';
import { countSegment, createSegment, deleteSegment, getSegment, listSegments, segmentPeople, segmentPeopleCsv } from './segments.service.js';

const idSchema = routeIdSchema('segment');
type WithId = { Params: { id: string } };

/** Segments of the people the shop knows (the owner's; drafts may list them); the same services as tRPC `segments`. */
export const segmentsRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  // The audience picker of a newsletter draft lists them; the rest is the owner's.
  app.get('/api/admin/segments', { onRequest: backOffice('newsletter-drafts').preHandler(deps) }, async () => listSegments(dataSource));
  await app.register(async (scope) => {
    scope.addHook('onRequest', backOffice('owner').preHandler(deps));
    scope.post('/api/admin/segments', async (request, reply) => reply.status(201).send(await createSegment(dataSource, parseInput(segmentInputSchema, request.body))));
    // The live count while she edits: nothing is stored.
    scope.post('/api/admin/segments/count', async (request) => countSegment(dataSource, parseInput(segmentRulesSchema, request.body)));
    scope.get<WithId>('/api/admin/segments/:id', async (request) => getSegment(dataSource, parseInput(idSchema, request.params).id));
    scope.delete<WithId>('/api/admin/segments/:id', async (request) => deleteSegment(dataSource, parseInput(idSchema, request.params).id));
    scope.get<WithId>('/api/admin/segments/:id/people', async (request) => segmentPeople(dataSource, parseInput(idSchema, request.params).id));
    scope.get<WithId>('/api/admin/segments/:id/people.csv', async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="beauty-match-segment.csv"')
        .header('Cache-Control', 'no-store')
        .send(await segmentPeopleCsv(dataSource, parseInput(idSchema, request.params).id)),
    );
  });
};
