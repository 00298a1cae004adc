import { repSignInInput } from '../../../shared/rep-auth.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { signInLimit } from './sign-in-limit.js';
import { isSignedIn, signIn, signOut } from './rep-auth.service.js';
import { clearRepCookie, readRepToken, setRepCookie } from './rep-session-cookie.js';

export const repAuthRest: RestPlugin = (app, deps) => {
  const secure = deps.env.NODE_ENV === 'production';

  app.get('/api/rep/session', async (request) => ({ signedIn: await isSignedIn(deps.dataSource, readRepToken(request)) }));

  app.post('/api/rep/sign-in', { preHandler: signInLimit.preHandler(deps) }, async (request, reply) => {
    const input = parseInput(repSignInInput, request.body);
    setRepCookie(reply, await signIn(deps.dataSource, input.password), secure);
    return { signedIn: true };
  });

  app.post('/api/rep/sign-out', async (request, reply) => {
    await signOut(deps.dataSource, readRepToken(request));
    clearRepCookie(reply, secure);
    return { signedIn: false };
  });
};
