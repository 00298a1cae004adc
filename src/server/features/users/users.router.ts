import { confirmEmailInputSchema, confirmEmailOutputSchema, createUserInputSchema, createUserOutputSchema } from '../../../shared/users.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { confirmEmail } from './confirm-email.service.js';
import { captureEmail } from './users.service.js';

export const usersRouter = router({
  create: publicProcedure
    .input(createUserInputSchema)
    .use(visitorMailLimit.middleware)
    .output(createUserOutputSchema)
    .mutation(({ ctx, input }) => captureEmail(ctx.deps, input)),
  confirmEmail: publicProcedure
    .input(confirmEmailInputSchema)
    .output(confirmEmailOutputSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx.deps, input.token)),
});
