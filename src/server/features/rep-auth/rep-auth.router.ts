import { z } from 'zod';
import { repPasswordChangeInput, repSessionOutput, repSignInInput, signInActivitySchema } from '../../../shared/rep-auth.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { repOnly } from './rep-only.js';
import { changePassword, isSignedIn, signIn, signInActivity, signOut, signOutEverywhere } from './rep-auth.service.js';
import { clearRepCookie, readRepDeviceToken, readRepToken, setSignInCookies } from './rep-session-cookie.js';

export const repAuthRouter = router({
  session: publicProcedure.output(repSessionOutput).query(async ({ ctx }) => ({
    signedIn: await isSignedIn(ctx.deps.dataSource, readRepToken(ctx.req)),
  })),

  signIn: publicProcedure
    .input(repSignInInput)
    .output(repSessionOutput)
    .mutation(async ({ ctx, input }) => {
      const client = { address: ctx.req.ip, deviceToken: readRepDeviceToken(ctx.req) };
      const result = await signIn(ctx.deps.dataSource, input.password, client, { stepMs: ctx.deps.env.REP_SIGN_IN_DELAY_MS, log: ctx.req.log });
      setSignInCookies(ctx.res, result, ctx.deps.env.NODE_ENV === 'production');
      return { signedIn: true };
    }),

  signInActivity: publicProcedure
    .use(repOnly.middleware)
    .output(signInActivitySchema)
    .query(({ ctx }) => signInActivity(ctx.deps.dataSource)),

  signOut: publicProcedure.output(z.object({ signedIn: z.literal(false) })).mutation(async ({ ctx }) => {
    await signOut(ctx.deps.dataSource, readRepToken(ctx.req));
    clearRepCookie(ctx.res, ctx.deps.env.NODE_ENV === 'production');
    return { signedIn: false as const };
  }),

  changePassword: publicProcedure
    .use(repOnly.middleware)
    .input(repPasswordChangeInput)
    .output(z.object({ changed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const client = { address: ctx.req.ip, deviceToken: readRepDeviceToken(ctx.req), sessionToken: readRepToken(ctx.req) };
      await changePassword(ctx.deps.dataSource, input, client, { stepMs: ctx.deps.env.REP_SIGN_IN_DELAY_MS, log: ctx.req.log });
      return { changed: true as const };
    }),

  signOutEverywhere: publicProcedure
    .use(repOnly.middleware)
    .output(z.object({ signedIn: z.literal(false) }))
    .mutation(async ({ ctx }) => {
      await signOutEverywhere(ctx.deps.dataSource);
      clearRepCookie(ctx.res, ctx.deps.env.NODE_ENV === 'production');
      return { signedIn: false as const };
    }),
});
