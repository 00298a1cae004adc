import { surveyLinkInput, surveySubmitInput } from '../../../shared/survey.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { checkSurveyLink, submitSurvey } from './survey.service.js';

export const surveyRest: RestPlugin = (app, deps) => {
  app.get('/api/usage-quiz/:surveyToken/:productId', async (request) => checkSurveyLink(deps.dataSource, parseInput(surveyLinkInput, request.params)));
  app.post('/api/usage-quiz/submit', async (request) => submitSurvey(deps, parseInput(surveySubmitInput, request.body)));
};
