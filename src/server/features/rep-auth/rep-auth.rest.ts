import { repPasswordChangeInput, repSignInInput } from '../../../shared/rep-auth.js';
import { acceptInvitationInput, accountIdSchema, linkTokenInput, ownerEmailInput, passwordResetInput, passwordResetRequestInput, totpConfirmInput, totpSetupInput } from '../../../shared/staff-accounts.js';
import { actingAccount } from '../../core/acting-account.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { acceptInvitation } from './accounts/invitation-accept.js';
import { confirmOwnerAddress, requestOwnerAddress } from './accounts/owner-address.js';
import { requestPasswordReset, resetPassword } from './accounts/password-reset.js';
import { backOffice } from './back-office.js';
import { changePassword, signIn, signInActivity, signOut, signOutEverywhere } from './rep-auth.service.js';
import { clearRepCookie, readRepToken, setSignInCookies, signInPlace } from './rep-session-cookie.js';
import { accountView, sessionView } from './session-view.js';
import { confirmTotp, setUpTotp } from './second-factor/totp.service.js';
import { endSession, endSessionsButThis, listSessions } from './sessions.service.js';

/** Signing in and out, and what any account does for itself (password, sessions, links from emails). */
export const repAuthRest: RestPlugin = (app, deps) => {
  const secure = deps.env.NODE_ENV === 'production';
  const ownAccount = { preHandler: backOffice('own-account').preHandler(deps) };
  const policyOptions = (log: typeof app.log) => ({ stepMs: deps.env.REP_SIGN_IN_DELAY_MS, log });

  app.get('/api/rep/session', async (request) => sessionView(deps, request));

  app.post('/api/rep/sign-in', async (request, reply) => {
    const input = parseInput(repSignInInput, request.body);
    const result = await signIn(deps.dataSource, input, signInPlace(request), policyOptions(request.log));
    setSignInCookies(reply, result, secure);
    return accountView(deps, result.account);
  });

  app.get('/api/rep/sign-in-activity', ownAccount, async (request) => signInActivity(deps.dataSource, actingAccount(request).accountId));

  app.post('/api/rep/sign-out', async (request, reply) => {
    await signOut(deps.dataSource, readRepToken(request));
    clearRepCookie(reply, secure);
    return { signedIn: false };
  });

  app.post('/api/rep/password', ownAccount, async (request) => {
    const input = parseInput(repPasswordChangeInput, request.body);
    const { accountId, sessionId } = actingAccount(request);
    await changePassword(deps.dataSource, input, { ...signInPlace(request), accountId, sessionId }, policyOptions(request.log));
    return { changed: true };
  });

  app.post('/api/rep/sign-out-everywhere', ownAccount, async (request, reply) => {
    await signOutEverywhere(deps.dataSource, actingAccount(request).accountId);
    clearRepCookie(reply, secure);
    return { signedIn: false };
  });

  app.get('/api/rep/sessions', ownAccount, async (request) => {
    const { accountId, sessionId } = actingAccount(request);
    return { sessions: await listSessions(deps.dataSource, accountId, sessionId) };
  });

  app.delete<{ Params: { id: string } }>('/api/rep/sessions/:id', ownAccount, async (request) => {
    await endSession(deps.dataSource, actingAccount(request).accountId, parseInput(accountIdSchema, request.params.id));
    return { ended: true };
  });

  app.post('/api/rep/sessions/end-others', ownAccount, async (request) => {
    const { accountId, sessionId } = actingAccount(request);
    return endSessionsButThis(deps.dataSource, accountId, sessionId);
  });

  app.post('/api/rep/totp/setup', ownAccount, async (request) =>
    setUpTotp(deps.dataSource, parseInput(totpSetupInput, request.body), { ...signInPlace(request), accountId: actingAccount(request).accountId }, policyOptions(request.log)),
  );

  app.post('/api/rep/totp/confirm', ownAccount, async (request) => confirmTotp(deps, actingAccount(request).accountId, parseInput(totpConfirmInput, request.body).code));

  app.post('/api/rep/invitations/accept', async (request, reply) => {
    const input = parseInput(acceptInvitationInput, request.body);
    const result = await acceptInvitation(deps, input, signInPlace(request));
    setSignInCookies(reply, result, secure);
    return accountView(deps, result.account);
  });

  app.post('/api/rep/password-reset/request', { preHandler: visitorMailLimit.preHandler(deps) }, async (request) => {
    await requestPasswordReset(deps, parseInput(passwordResetRequestInput, request.body).email);
    return { sent: true };
  });

  app.post('/api/rep/password-reset', async (request) => {
    await resetPassword(deps, parseInput(passwordResetInput, request.body));
    return { reset: true };
  });

  app.post('/api/rep/owner-email', ownAccount, async (request) => {
    await requestOwnerAddress(deps, actingAccount(request).accountId, parseInput(ownerEmailInput, request.body).email);
    return { sent: true };
  });

  app.post('/api/rep/owner-email/confirm', async (request) => confirmOwnerAddress(deps, parseInput(linkTokenInput, request.body).token));
};
