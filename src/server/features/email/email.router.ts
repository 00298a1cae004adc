import { statsInput } from '../../../shared/analytics.js';
import { emailFiguresOutputSchema, unsubscribeInputSchema, unsubscribeOutputSchema } from '../../../shared/email.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { getEmailFigures } from './email-figures.service.js';
import { unsubscribe } from './email-links.service.js';

export const emailRouter = router({
  /** The unsubscribe page's button. */
  unsubscribe: publicProcedure
    .input(unsubscribeInputSchema)
    .output(unsubscribeOutputSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, input, 'unsubscribe-page')),
  /** The dashboard's email figures (back-office only). */
  figures: publicProcedure
    .input(statsInput)
    .use(backOffice('owner').middleware)
    .output(emailFiguresOutputSchema)
    .query(({ ctx, input }) => getEmailFigures(ctx.deps, input)),
});
