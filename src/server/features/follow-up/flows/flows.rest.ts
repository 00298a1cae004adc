import { FLOW_WRITE_BODY_LIMIT, flowStepInputSchema, previewFlowInputSchema, restoreFlowInputSchema, testFlowInputSchema, updateFlowInputSchema } from '../../../../shared/flows.js';
import { AppError } from '../../../errors.js';
import { bodyObject, parseInput } from '../../../http/parse-input.js';
import type { RestPlugin } from '../../../http/rest-routes.js';
import { backOffice } from '../../rep-auth/api.js';
import { flowVersions, listFlows, previewFlow, restoreFlow, sendFlowTest, updateFlow } from './flows.service.js';

type WithStep = { Params: { step: string } };
const writeBody = { bodyLimit: FLOW_WRITE_BODY_LIMIT } as const;

/** The body's fields with the step from the path; a body that names a step too is refused. */
function withStep(request: { params: { step: string }; body: unknown }) {
  const body = bodyObject(request.body);
  if ('step' in body) throw new AppError('BAD_REQUEST', 'step: The step is named by the address, not in the body', 'step');
  return { ...body, step: parseInput(flowStepInputSchema, request.params).step };
}

/** The follow-up flow under /api/admin/flows (back-office only); the same services as tRPC `flows`. */
export const flowsRest: RestPlugin = async (app, deps) => {
  await app.register(async (scope) => {
    scope.addHook('onRequest', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/flows', async () => listFlows(deps));
    scope.patch<WithStep>('/api/admin/flows/:step', writeBody, async (request) => updateFlow(deps, parseInput(updateFlowInputSchema, withStep(request))));
    scope.get<WithStep>('/api/admin/flows/:step/versions', async (request) => flowVersions(deps, parseInput(flowStepInputSchema, request.params).step));
    scope.post<WithStep>('/api/admin/flows/:step/restore', async (request) => restoreFlow(deps, parseInput(restoreFlowInputSchema, withStep(request))));
    scope.post<WithStep>('/api/admin/flows/:step/preview', writeBody, async (request) => previewFlow(deps, parseInput(previewFlowInputSchema, withStep(request))));
    scope.post<WithStep>('/api/admin/flows/:step/test', async (request) => sendFlowTest(deps, parseInput(testFlowInputSchema, withStep(request))));
  });
};
