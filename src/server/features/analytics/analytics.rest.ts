import { statsInput } from '../../../shared/analytics.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { requireRep } from '../rep-auth/rep-auth.service.js';
import { readRepToken } from '../rep-auth/rep-session-cookie.js';
import { getAnalyticsStats } from './analytics-stats.service.js';
import { leadsToCsv, listLeads } from './leads.service.js';

export const analyticsRest: RestPlugin = (app, deps) => {
  app.get('/api/analytics/stats', async (request) => {
    await requireRep(deps.dataSource, readRepToken(request));
    return getAnalyticsStats(deps.dataSource, parseInput(statsInput, request.query));
  });

  app.get('/api/analytics/leads.csv', async (request, reply) => {
    await requireRep(deps.dataSource, readRepToken(request));
    const csv = leadsToCsv(await listLeads(deps.dataSource));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="beauty-match-leads.csv"')
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
