import { addNoteInputSchema, eraseInputSchema, peopleFilterInputSchema, peopleListInputSchema, personIdInputSchema } from '../../../shared/people.js';
import { bodyObject, parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { exportPeopleCsv } from './people-csv.js';
import { listPeople } from './people-list.service.js';
import { erasePerson } from './person-erase.service.js';
import { exportPerson } from './person-export.service.js';
import { addPersonNote } from './person-notes.service.js';
import { getPersonProfile } from './person-profile.service.js';

type Query = Record<string, unknown>;
type IdParams = { Params: { id: string } };

/** The people back-office under /api/admin/people: staff see people and write notes; exports and erasure are the owner's. */
export const peopleRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('people').preHandler(deps));
    const ownerOnly = { preHandler: backOffice('owner').preHandler(deps) };

    scope.get<{ Querystring: Query }>('/api/admin/people', async (request) => listPeople(dataSource, parseInput(peopleListInputSchema, { ...request.query })));
    scope.get<{ Querystring: Query }>('/api/admin/people.csv', ownerOnly, async (request, reply) => {
      const csv = await exportPeopleCsv(dataSource, parseInput(peopleFilterInputSchema, { ...request.query }));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="people.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    });
    scope.get<IdParams>('/api/admin/people/:id', async (request) => ({
      person: await getPersonProfile(dataSource, parseInput(personIdInputSchema, { id: request.params.id }).id),
    }));
    scope.post<IdParams>('/api/admin/people/:id/notes', async (request, reply) =>
      reply.status(201).send(await addPersonNote(dataSource, parseInput(addNoteInputSchema, { ...bodyObject(request.body), id: request.params.id }))),
    );
    scope.get<IdParams>('/api/admin/people/:id/export', ownerOnly, async (request, reply) => {
      const { id } = parseInput(personIdInputSchema, { id: request.params.id });
      const data = await exportPerson(dataSource, id, 'representative');
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="personal-data.json"')
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    });
    scope.post<IdParams>('/api/admin/people/:id/erase', ownerOnly, async (request) =>
      erasePerson(deps, parseInput(eraseInputSchema, { ...bodyObject(request.body), id: request.params.id }).id, 'representative'),
    );
  });
};
