import { z } from 'zod';
import { statsInput, statsOutput } from '../../../shared/analytics.js';
import { salesInput, salesOutput, trendsInput, trendsOutput } from '../../../shared/sales-trends.js';
import { activityItemSchema, LEADS_TABLE_LIMIT, leadSchema } from '../../../shared/dashboard.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { getAnalyticsStats } from './analytics-stats.service.js';
import { listLeads } from './leads.service.js';
import { getSalesFigures } from './sales-figures.service.js';
import { getSalesTrends } from './sales-trends.service.js';
import { getRecentActivity } from './recent-activity.service.js';

/** Everything here is for the signed-in representative only. */
const repProcedure = publicProcedure.use(backOffice('owner').middleware);

export const analyticsRouter = router({
  stats: repProcedure
    .input(statsInput)
    .output(statsOutput)
    .query(({ ctx, input }) => getAnalyticsStats(ctx.deps.dataSource, input)),

  trends: repProcedure
    .input(trendsInput)
    .output(trendsOutput)
    .query(({ ctx, input }) => getSalesTrends(ctx.deps.dataSource, input)),

  sales: repProcedure
    .input(salesInput)
    .output(salesOutput)
    .query(({ ctx, input }) => getSalesFigures(ctx.deps.dataSource, input)),

  recentActivity: repProcedure.output(z.array(activityItemSchema)).query(({ ctx }) => getRecentActivity(ctx.deps.dataSource)),

  leads: repProcedure.output(z.array(leadSchema)).query(({ ctx }) => listLeads(ctx.deps.dataSource, LEADS_TABLE_LIMIT)),
});
