import { statsInput } from '../../../shared/analytics.js';
import { salesInput, trendsInput } from '../../../shared/sales-trends.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { getAnalyticsStats } from './analytics-stats.service.js';
import { leadsToCsv, listLeads } from './leads.service.js';
import { getSalesFigures } from './sales-figures.service.js';
import { getSalesTrends } from './sales-trends.service.js';

export const analyticsRest: RestPlugin = (app, deps) => {
  const signedIn = { preHandler: backOffice('owner').preHandler(deps) };
  app.get('/api/analytics/stats', signedIn, async (request) => {
    return getAnalyticsStats(deps.dataSource, parseInput(statsInput, request.query));
  });

  app.get('/api/analytics/trends', signedIn, async (request) => {
    return getSalesTrends(deps.dataSource, parseInput(trendsInput, request.query));
  });

  app.get('/api/analytics/sales', signedIn, async (request) => {
    return getSalesFigures(deps.dataSource, parseInput(salesInput, request.query));
  });

  app.get('/api/analytics/leads.csv', signedIn, async (_request, reply) => {
    const csv = leadsToCsv(await listLeads(deps.dataSource));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="beauty-match-leads.csv"')
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
