import { lastBackupSchema } from '../../../shared/backup.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { repOnly } from '../rep-auth/api.js';
import { lastBackup } from './backup-runs.js';

/** The dashboard's backup card (representative only); the same answer as GET /api/admin/backups/last. */
export const backupRouter = router({
  last: publicProcedure
    .use(repOnly.middleware)
    .output(lastBackupSchema)
    .query(({ ctx }) => lastBackup(ctx.deps.dataSource, ctx.deps.env.BACKUP_DAILY === 'on')),
});
