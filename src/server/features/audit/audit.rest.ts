import { auditListInputSchema } from '../../../shared/audit.js';
import { parseInput, withNumbers } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { listAudit } from './audit.service.js';

/** GET /api/admin/audit?area=&subject=&limit=: the back-office's changes, newest first (back-office only). */
export const auditRest: RestPlugin = (app, deps) => {
  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/audit', { preHandler: backOffice('owner').preHandler(deps) }, async (request) => {
    return listAudit(deps.dataSource, parseInput(auditListInputSchema, withNumbers(request.query, ['limit'])));
  });
};
