import { z } from '../../../shared/zod.js';
import { eraseOutputSchema, myDataLinkSchema, myDataRequestInputSchema } from '../../../shared/people.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { eraseByLink, requestMyData } from './my-data.service.js';

/** The "Your data" page's calls (the export is a REST download). */
export const myDataRouter = router({
  request: publicProcedure
    .input(myDataRequestInputSchema)
    .use(visitorMailLimit.middleware)
    .output(z.object({ accepted: z.literal(true) }).strict())
    .mutation(({ ctx, input }) => requestMyData(ctx.deps, input)),
  erase: publicProcedure
    .input(myDataLinkSchema)
    .output(eraseOutputSchema)
    .mutation(({ ctx, input }) => eraseByLink(ctx.deps, input)),
});
