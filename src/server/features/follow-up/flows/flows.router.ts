import {
  flowListOutputSchema,
  flowOutputSchema,
  flowPreviewOutputSchema,
  flowStepInputSchema,
  flowTestOutputSchema,
  flowVersionsOutputSchema,
  previewFlowInputSchema,
  restoreFlowInputSchema,
  testFlowInputSchema,
  updateFlowInputSchema,
} from '../../../../shared/flows.js';
import { publicProcedure, router } from '../../../trpc/init.js';
import { backOffice } from '../../rep-auth/api.js';
import { flowVersions, listFlows, previewFlow, restoreFlow, sendFlowTest, updateFlow } from './flows.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The follow-up flow (back-office only); the same services as /api/admin/flows. */
export const flowsRouter = router({
  list: repProcedure.output(flowListOutputSchema).query(({ ctx }) => listFlows(ctx.deps)),
  update: repProcedure
    .input(updateFlowInputSchema)
    .output(flowOutputSchema)
    .mutation(({ ctx, input }) => updateFlow(ctx.deps, input)),
  versions: repProcedure
    .input(flowStepInputSchema)
    .output(flowVersionsOutputSchema)
    .query(({ ctx, input }) => flowVersions(ctx.deps, input.step)),
  restore: repProcedure
    .input(restoreFlowInputSchema)
    .output(flowOutputSchema)
    .mutation(({ ctx, input }) => restoreFlow(ctx.deps, input)),
  // A mutation: its input carries a draft body, too large for a query's URL.
  preview: repProcedure
    .input(previewFlowInputSchema)
    .output(flowPreviewOutputSchema)
    .mutation(({ ctx, input }) => previewFlow(ctx.deps, input)),
  sendTest: repProcedure
    .input(testFlowInputSchema)
    .output(flowTestOutputSchema)
    .mutation(({ ctx, input }) => sendFlowTest(ctx.deps, input)),
});
