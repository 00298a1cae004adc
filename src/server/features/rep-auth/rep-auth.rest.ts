import { repPasswordChangeInput, repSignInInput } from '../../../shared/rep-auth.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { repOnly } from './rep-only.js';
import { changePassword, isSignedIn, signIn, signInActivity, signOut, signOutEverywhere } from './rep-auth.service.js';
import { clearRepCookie, readRepDeviceToken, readRepToken, setSignInCookies } from './rep-session-cookie.js';

export const repAuthRest: RestPlugin = (app, deps) => {
  const secure = deps.env.NODE_ENV === 'production';

  app.get('/api/rep/session', async (request) => ({ signedIn: await isSignedIn(deps.dataSource, readRepToken(request)) }));

  app.post('/api/rep/sign-in', async (request, reply) => {
    const input = parseInput(repSignInInput, request.body);
    const client = { address: request.ip, deviceToken: readRepDeviceToken(request) };
    setSignInCookies(reply, await signIn(deps.dataSource, input.password, client, { stepMs: deps.env.REP_SIGN_IN_DELAY_MS, log: request.log }), secure);
    return { signedIn: true };
  });

  app.get('/api/rep/sign-in-activity', { preHandler: repOnly.preHandler(deps) }, async () => signInActivity(deps.dataSource));

  app.post('/api/rep/sign-out', async (request, reply) => {
    await signOut(deps.dataSource, readRepToken(request));
    clearRepCookie(reply, secure);
    return { signedIn: false };
  });

  app.post('/api/rep/password', { preHandler: repOnly.preHandler(deps) }, async (request) => {
    const input = parseInput(repPasswordChangeInput, request.body);
    const client = { address: request.ip, deviceToken: readRepDeviceToken(request), sessionToken: readRepToken(request) };
    await changePassword(deps.dataSource, input, client, { stepMs: deps.env.REP_SIGN_IN_DELAY_MS, log: request.log });
    return { changed: true };
  });

  app.post('/api/rep/sign-out-everywhere', { preHandler: repOnly.preHandler(deps) }, async (_request, reply) => {
    await signOutEverywhere(deps.dataSource);
    clearRepCookie(reply, secure);
    return { signedIn: false };
  });
};
