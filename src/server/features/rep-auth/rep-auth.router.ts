import { z } from 'zod';
import { text } from '../../../shared/text.js';
import { repPasswordChangeInput, repSessionOutput, repSignInInput, signInActivitySchema } from '../../../shared/rep-auth.js';
import {
  acceptInvitationInput,
  accountIdSchema,
  linkTokenInput,
  ownerEmailInput,
  passwordResetInput,
  passwordResetRequestInput,
  sessionsOutput,
  totpConfirmInput,
  totpConfirmOutput,
  totpSetupInput,
  totpSetupOutput,
} from '../../../shared/staff-accounts.js';
import { actingAccount } from '../../core/acting-account.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { acceptInvitation } from './accounts/invitation-accept.js';
import { confirmOwnerAddress, requestOwnerAddress } from './accounts/owner-address.js';
import { requestPasswordReset, resetPassword } from './accounts/password-reset.js';
import { backOffice } from './back-office.js';
import { changePassword, signIn, signInActivity, signOut, signOutEverywhere } from './rep-auth.service.js';
import { clearRepCookie, readRepToken, setSignInCookies, signInPlace } from './rep-session-cookie.js';
import { accountView, sessionView } from './session-view.js';
import { confirmTotp, setUpTotp } from './second-factor/totp.service.js';
import { endSession, endSessionsButThis, listSessions } from './sessions.service.js';

const ownAccount = publicProcedure.use(backOffice('own-account').middleware);
const signedOut = z.object({ signedIn: z.literal(false) });

export const repAuthRouter = router({
  session: publicProcedure.output(repSessionOutput).query(({ ctx }) => sessionView(ctx.deps, ctx.req)),

  signIn: publicProcedure
    .input(repSignInInput)
    .output(repSessionOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await signIn(ctx.deps.dataSource, input, signInPlace(ctx.req), { stepMs: ctx.deps.env.REP_SIGN_IN_DELAY_MS, log: ctx.req.log });
      setSignInCookies(ctx.res, result, ctx.deps.env.NODE_ENV === 'production');
      return accountView(ctx.deps, result.account);
    }),

  signInActivity: ownAccount.output(signInActivitySchema).query(({ ctx }) => signInActivity(ctx.deps.dataSource, actingAccount(ctx.req).accountId)),

  signOut: publicProcedure.output(signedOut).mutation(async ({ ctx }) => {
    await signOut(ctx.deps.dataSource, readRepToken(ctx.req));
    clearRepCookie(ctx.res, ctx.deps.env.NODE_ENV === 'production');
    return { signedIn: false as const };
  }),

  changePassword: ownAccount
    .input(repPasswordChangeInput)
    .output(z.object({ changed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { accountId, sessionId } = actingAccount(ctx.req);
      await changePassword(ctx.deps.dataSource, input, { ...signInPlace(ctx.req), accountId, sessionId }, { stepMs: ctx.deps.env.REP_SIGN_IN_DELAY_MS, log: ctx.req.log });
      return { changed: true as const };
    }),

  signOutEverywhere: ownAccount.output(signedOut).mutation(async ({ ctx }) => {
    await signOutEverywhere(ctx.deps.dataSource, actingAccount(ctx.req).accountId);
    clearRepCookie(ctx.res, ctx.deps.env.NODE_ENV === 'production');
    return { signedIn: false as const };
  }),

  sessions: ownAccount.output(sessionsOutput).query(async ({ ctx }) => {
    const { accountId, sessionId } = actingAccount(ctx.req);
    return { sessions: await listSessions(ctx.deps.dataSource, accountId, sessionId) };
  }),

  endSession: ownAccount
    .input(z.object({ id: accountIdSchema }).strict())
    .output(z.object({ ended: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await endSession(ctx.deps.dataSource, actingAccount(ctx.req).accountId, input.id);
      return { ended: true as const };
    }),

  endOtherSessions: ownAccount.output(z.object({ ended: z.number().int() })).mutation(({ ctx }) => {
    const { accountId, sessionId } = actingAccount(ctx.req);
    return endSessionsButThis(ctx.deps.dataSource, accountId, sessionId);
  }),

  totpSetup: ownAccount
    .input(totpSetupInput)
    .output(totpSetupOutput)
    .mutation(({ ctx, input }) =>
      setUpTotp(ctx.deps.dataSource, input, { ...signInPlace(ctx.req), accountId: actingAccount(ctx.req).accountId }, { stepMs: ctx.deps.env.REP_SIGN_IN_DELAY_MS, log: ctx.req.log }),
    ),

  totpConfirm: ownAccount
    .input(totpConfirmInput)
    .output(totpConfirmOutput)
    .mutation(({ ctx, input }) => confirmTotp(ctx.deps, actingAccount(ctx.req).accountId, input.code)),

  acceptInvitation: publicProcedure
    .input(acceptInvitationInput)
    .output(repSessionOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await acceptInvitation(ctx.deps, input, signInPlace(ctx.req));
      setSignInCookies(ctx.res, result, ctx.deps.env.NODE_ENV === 'production');
      return accountView(ctx.deps, result.account);
    }),

  requestPasswordReset: publicProcedure
    .input(passwordResetRequestInput)
    .use(visitorMailLimit.middleware)
    .output(z.object({ sent: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.deps, input.email);
      return { sent: true as const };
    }),

  resetPassword: publicProcedure
    .input(passwordResetInput)
    .output(z.object({ reset: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx.deps, input);
      return { reset: true as const };
    }),

  requestOwnerEmail: ownAccount
    .input(ownerEmailInput)
    .output(z.object({ sent: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await requestOwnerAddress(ctx.deps, actingAccount(ctx.req).accountId, input.email);
      return { sent: true as const };
    }),

  confirmOwnerEmail: publicProcedure
    .input(linkTokenInput)
    .output(z.object({ email: text() }))
    .mutation(({ ctx, input }) => confirmOwnerAddress(ctx.deps, input.token)),
});
