import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { lastBackup } from './backup-runs.js';

/** GET /api/admin/backups/last: the newest backup's time, size and result (back-office only). */
export const backupRest: RestPlugin = (app, deps) => {
  app.get('/api/admin/backups/last', { preHandler: backOffice('owner').preHandler(deps) }, () => lastBackup(deps.dataSource, deps.env.BACKUP_DAILY === 'on'));
};
