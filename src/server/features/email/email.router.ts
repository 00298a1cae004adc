import { unsubscribeInputSchema, unsubscribeOutputSchema } from '../../../shared/email.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { unsubscribe } from './email-links.service.js';

export const emailRouter = router({
  /** The unsubscribe page's button. */
  unsubscribe: publicProcedure
    .input(unsubscribeInputSchema)
    .output(unsubscribeOutputSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, input, 'unsubscribe-page')),
});
