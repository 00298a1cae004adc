import { listSurveyFollowUpsInputSchema, surveyFollowUpListSchema, surveyFollowUpSchema, updateSurveyFollowUpInputSchema } from '../../../shared/survey-follow-up.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { listSurveyFollowUps, updateSurveyFollowUp } from './survey-follow-up.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The survey answers' recommendations: the same services as /api/admin/survey-follow-ups. */
export const surveyFollowUpRouter = router({
  list: repProcedure
    .input(listSurveyFollowUpsInputSchema)
    .output(surveyFollowUpListSchema)
    .query(({ ctx, input }) => listSurveyFollowUps(ctx.deps.dataSource, input)),
  update: repProcedure
    .input(updateSurveyFollowUpInputSchema)
    .output(surveyFollowUpSchema)
    .mutation(({ ctx, input }) => updateSurveyFollowUp(ctx.deps, input)),
});
