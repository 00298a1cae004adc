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
import { repOnly } from '../rep-auth/api.js';
import { createNewsletter, sendNewsletterTest, updateNewsletter } from './newsletter-campaign.service.js';
import { getNewsletter, listNewsletters, listSubscribers } from './newsletter-read.service.js';
import { sendNewsletter } from './newsletter-send.service.js';
import { chooseSubjectWinner } from './subject-test/subject-test-decision.js';

const repProcedure = publicProcedure.use(repOnly.middleware);

/** The newsletter back-office (representative only); the same services as /api/admin/newsletters. */
export const newsletterAdminRouter = router({
  list: repProcedure.output(newsletterListOutputSchema).query(({ ctx }) => listNewsletters(ctx.deps)),
  get: repProcedure
    .input(newsletterIdInputSchema)
    .output(newsletterOutputSchema)
    .query(({ ctx, input }) => getNewsletter(ctx.deps, input.id)),
  subscribers: repProcedure
    .input(subscriberListInputSchema)
    .output(subscriberListOutputSchema)
    .query(({ ctx, input }) => listSubscribers(ctx.deps, input)),
  create: repProcedure
    .input(createNewsletterInputSchema)
    .output(newsletterOutputSchema)
    .mutation(({ ctx, input }) => createNewsletter(ctx.deps, input)),
  update: repProcedure
    .input(updateNewsletterInputSchema)
    .output(newsletterOutputSchema)
    .mutation(({ ctx, input }) => updateNewsletter(ctx.deps, input)),
  sendTest: repProcedure
    .input(newsletterIdInputSchema)
    .output(newsletterTestOutputSchema)
    .mutation(({ ctx, input }) => sendNewsletterTest(ctx.deps, input.id)),
  send: repProcedure
    .input(sendNewsletterInputSchema)
    .output(sendNewsletterOutputSchema)
    .mutation(({ ctx, input }) => sendNewsletter(ctx.deps, input)),
  chooseWinner: repProcedure
    .input(chooseWinnerInputSchema)
    .output(chooseWinnerOutputSchema)
    .mutation(({ ctx, input }) => chooseSubjectWinner(ctx.deps, input)),
});
