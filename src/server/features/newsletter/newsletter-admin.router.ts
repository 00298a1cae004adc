import {
  chooseWinnerInputSchema,
  chooseWinnerOutputSchema,
  createNewsletterInputSchema,
  newsletterIdInputSchema,
  newsletterListOutputSchema,
  newsletterOutputSchema,
  newsletterTestOutputSchema,
  sendNewsletterInputSchema,
  sendNewsletterOutputSchema,
  subscriberListInputSchema,
  subscriberListOutputSchema,
  updateNewsletterInputSchema,
} from '../../../shared/newsletter.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { createNewsletter, sendNewsletterTest, updateNewsletter } from './newsletter-campaign.service.js';
import { getNewsletter, listNewsletters, listSubscribers } from './newsletter-read.service.js';
import { sendNewsletter } from './newsletter-send.service.js';
import { chooseSubjectWinner } from './subject-test/subject-test-decision.js';

const draftProcedure = publicProcedure.use(backOffice('newsletter-drafts').middleware);
const sendingProcedure = publicProcedure.use(backOffice('newsletter-sending').middleware);

/** The newsletter back-office (staff write drafts; sending is the owner's unless she allows it); the same services as /api/admin/newsletters. */
export const newsletterAdminRouter = router({
  list: draftProcedure.output(newsletterListOutputSchema).query(({ ctx }) => listNewsletters(ctx.deps)),
  get: draftProcedure
    .input(newsletterIdInputSchema)
    .output(newsletterOutputSchema)
    .query(({ ctx, input }) => getNewsletter(ctx.deps, input.id)),
  subscribers: draftProcedure
    .input(subscriberListInputSchema)
    .output(subscriberListOutputSchema)
    .query(({ ctx, input }) => listSubscribers(ctx.deps, input)),
  create: draftProcedure
    .input(createNewsletterInputSchema)
    .output(newsletterOutputSchema)
    .mutation(({ ctx, input }) => createNewsletter(ctx.deps, input)),
  update: draftProcedure
    .input(updateNewsletterInputSchema)
    .output(newsletterOutputSchema)
    .mutation(({ ctx, input }) => updateNewsletter(ctx.deps, input)),
  sendTest: draftProcedure
    .input(newsletterIdInputSchema)
    .output(newsletterTestOutputSchema)
    .mutation(({ ctx, input }) => sendNewsletterTest(ctx.deps, input.id)),
  send: sendingProcedure
    .input(sendNewsletterInputSchema)
    .output(sendNewsletterOutputSchema)
    .mutation(({ ctx, input }) => sendNewsletter(ctx.deps, input)),
  chooseWinner: sendingProcedure
    .input(chooseWinnerInputSchema)
    .output(chooseWinnerOutputSchema)
    .mutation(({ ctx, input }) => chooseSubjectWinner(ctx.deps, input)),
});
