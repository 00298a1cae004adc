import { z } from 'zod';
import type { RestPlugin } from '../../http/rest-routes.js';
import { parseInput } from '../../http/parse-input.js';
import { AppError } from '../../errors.js';
import { findCaughtMail, listCaughtMail } from './caught-mail-store.js';
import { mailListPage, mailMessagePage } from './dev-mail-pages.js';

const paramsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/**
 * /dev/mail: what the development mail catcher received. Registered only outside production;
 * there the routes do not exist at all.
 */
export const devMailRest: RestPlugin = (app, { dataSource, env }) => {
  if (env.NODE_ENV === 'production') return;
  const html = 'text/html; charset=utf-8';

  app.get('/dev/mail', async (_request, reply) => reply.type(html).header('cache-control', 'no-store').send(mailListPage(await listCaughtMail(dataSource))));

  app.get('/dev/mail/:id', async (request, reply) => {
    const { id } = parseInput(paramsSchema, request.params);
    const message = await findCaughtMail(dataSource, id);
    if (!message) throw new AppError('NOT_FOUND', 'There is no caught message with this id.', 'id');
    return reply.type(html).header('cache-control', 'no-store').send(mailMessagePage(message));
  });

  // The message's own HTML, framed by the page above: sandboxed, no scripts, its images allowed.
  app.get('/dev/mail/:id/html', async (request, reply) => {
    const { id } = parseInput(paramsSchema, request.params);
    const message = await findCaughtMail(dataSource, id);
    if (!message) throw new AppError('NOT_FOUND', 'There is no caught message with this id.', 'id');
    return reply
      .type(html)
      .header('cache-control', 'no-store')
      .header('content-security-policy', "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .send(message.html);
  });
};
