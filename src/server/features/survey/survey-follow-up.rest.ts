import { listSurveyFollowUpsInputSchema, updateSurveyFollowUpInputSchema } from '../../../shared/survey-follow-up.js';
import { bodyObject, parseInput, routeIdSchema, withNumbers } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { listSurveyFollowUps, updateSurveyFollowUp } from './survey-follow-up.service.js';

const idSchema = routeIdSchema('survey follow-up');

/** The survey answers' recommendations under /api/admin/survey-follow-ups (signed in only). */
export const surveyFollowUpRest: RestPlugin = async (app, deps) => {
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/survey-follow-ups', async (request) =>
      listSurveyFollowUps(deps.dataSource, parseInput(listSurveyFollowUpsInputSchema, withNumbers(bodyObject(request.query), ['userId']))),
    );
    scope.patch<{ Params: { id: string } }>('/api/admin/survey-follow-ups/:id', async (request) => {
      const { id } = parseInput(idSchema, request.params);
      return updateSurveyFollowUp(deps, parseInput(updateSurveyFollowUpInputSchema, { ...bodyObject(request.body), id }));
    });
  });
};
