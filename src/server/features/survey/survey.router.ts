import { z } from 'zod';
import { text } from '../../../shared/text.js';
import { surveyLinkInput, surveyLinkOutput, surveySubmitInput, surveySubmitOutput } from '../../../shared/survey.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { checkSurveyLink, getSurveySummary, submitSurvey } from './survey.service.js';

const summaryOutput = z.object({
  responses: z.number().int(),
  questions: z.array(z.object({ id: z.enum(['usage', 'challenge', 'improvement']), answers: z.array(z.object({ value: text(), count: z.number().int() })) })),
});

export const surveyRouter = router({
  checkLink: publicProcedure
    .input(surveyLinkInput)
    .output(surveyLinkOutput)
    .query(({ ctx, input }) => checkSurveyLink(ctx.deps.dataSource, input)),
  submit: publicProcedure
    .input(surveySubmitInput)
    .output(surveySubmitOutput)
    .mutation(({ ctx, input }) => submitSurvey(ctx.deps, input)),

  summary: publicProcedure.use(backOffice('owner').middleware).output(summaryOutput).query(({ ctx }) => getSurveySummary(ctx.deps.dataSource)),
});
