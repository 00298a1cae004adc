import { createUserInputSchema, createUserOutputSchema } from '../../../shared/users.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { createOrUpdateUser } from './users.service.js';

export const usersRouter = router({
  create: publicProcedure
    .input(createUserInputSchema)
    .output(createUserOutputSchema)
    .mutation(({ ctx, input }) => createOrUpdateUser(ctx.deps.dataSource, input)),
});
