import { outcomeInputSchema, outcomeLinkInputSchema, outcomeViewSchema } from '../../../../shared/outcomes.js';
import { whatWorksOutputSchema } from '../../../../shared/what-works.js';
import { publicProcedure, router } from '../../../trpc/init.js';
import { backOffice } from '../../rep-auth/api.js';
import { outcomeAnswerLimit } from './outcome-answer-limit.js';
import { readOutcome, recordOutcome } from './outcomes.service.js';
import { listWhatWorks } from './what-works.service.js';

export const outcomesRouter = router({
  read: publicProcedure
    .input(outcomeLinkInputSchema)
    .output(outcomeViewSchema)
    .query(({ ctx, input }) => readOutcome(ctx.deps, input.token)),
  record: publicProcedure
    .input(outcomeInputSchema)
    .use(outcomeAnswerLimit.middleware)
    .output(outcomeViewSchema)
    .mutation(({ ctx, input }) => recordOutcome(ctx.deps, input)),

  whatWorks: publicProcedure
    .use(backOffice('owner').middleware)
    .output(whatWorksOutputSchema)
    .query(async ({ ctx }) => ({ rows: await listWhatWorks(ctx.deps) })),
});
