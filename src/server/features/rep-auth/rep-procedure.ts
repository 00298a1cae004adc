import { publicProcedure } from '../../trpc/init.js';
import { requireRep } from './rep-auth.service.js';
import { readRepToken } from './rep-session-cookie.js';

/** A procedure only the signed-in representative may call (401 otherwise). */
export const repProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await requireRep(ctx.deps.dataSource, readRepToken(ctx.req));
  return next();
});
