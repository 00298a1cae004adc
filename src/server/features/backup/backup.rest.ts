import type { RestPlugin } from '../../http/rest-routes.js';
import { repOnly } from '../rep-auth/api.js';
import { lastBackup } from './backup-runs.js';

/** GET /api/admin/backups/last: the newest backup's time, size and result (representative only). */
export const backupRest: RestPlugin = (app, deps) => {
  app.get('/api/admin/backups/last', { preHandler: repOnly.preHandler(deps) }, () => lastBackup(deps.dataSource, deps.env.BACKUP_DAILY === 'on'));
};
