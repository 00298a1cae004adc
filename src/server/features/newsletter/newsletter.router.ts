import {
  newsletterConfirmInputSchema,
  newsletterConfirmOutputSchema,
  newsletterSubscribeInputSchema,
  newsletterSubscribeOutputSchema,
} from '../../../shared/newsletter.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { confirmNewsletterSubscription, requestNewsletterSubscription } from './newsletter-subscription.service.js';

/** The footer's newsletter field and its confirmation page; the same services as /api/newsletter. */
export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(newsletterSubscribeInputSchema)
    .use(visitorMailLimit.middleware)
    .output(newsletterSubscribeOutputSchema)
    .mutation(({ ctx, input }) => requestNewsletterSubscription(ctx.deps, input.email)),
  confirm: publicProcedure
    .input(newsletterConfirmInputSchema)
    .output(newsletterConfirmOutputSchema)
    .mutation(({ ctx, input }) => confirmNewsletterSubscription(ctx.deps, input.token)),
});
