import { localDayAndTime } from '../../core/daily-schedule.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { readWaitingCounts } from './waiting-counts.js';

/** GET /api/admin/waiting: what waits and what is new, the daily digest's figures as of now (back-office only). */
export const digestRest: RestPlugin = (app, deps) => {
  app.get('/api/admin/waiting', { preHandler: backOffice('waiting').preHandler(deps) }, () => readWaitingCounts(deps.dataSource, localDayAndTime(new Date()).day));
};
