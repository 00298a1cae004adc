import { z } from 'zod';
import { repSessionOutput, repSignInInput } from '../../../shared/rep-auth.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { signInLimit } from './sign-in-limit.js';
import { isSignedIn, signIn, signOut } from './rep-auth.service.js';
import { clearRepCookie, readRepToken, setRepCookie } from './rep-session-cookie.js';

export const repAuthRouter = router({
  session: publicProcedure.output(repSessionOutput).query(async ({ ctx }) => ({
    signedIn: await isSignedIn(ctx.deps.dataSource, readRepToken(ctx.req)),
  })),

  signIn: publicProcedure
    .input(repSignInInput)
    .use(signInLimit.middleware)
    .output(repSessionOutput)
    .mutation(async ({ ctx, input }) => {
      const session = await signIn(ctx.deps.dataSource, input.password);
      setRepCookie(ctx.res, session, ctx.deps.env.NODE_ENV === 'production');
      return { signedIn: true };
    }),

  signOut: publicProcedure.output(z.object({ signedIn: z.literal(false) })).mutation(async ({ ctx }) => {
    await signOut(ctx.deps.dataSource, readRepToken(ctx.req));
    clearRepCookie(ctx.res, ctx.deps.env.NODE_ENV === 'production');
    return { signedIn: false as const };
  }),
});
