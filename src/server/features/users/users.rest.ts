import { createUserInputSchema } from '../../../shared/users.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { createOrUpdateUser } from './users.service.js';

/** POST /api/users (SPEC §7): the email capture, answering {user} (and the loyalty enrolment). */
export const usersRest: RestPlugin = (app, { dataSource }) => {
  app.post('/api/users', async (request) => createOrUpdateUser(dataSource, parseInput(createUserInputSchema, request.body)));
};
