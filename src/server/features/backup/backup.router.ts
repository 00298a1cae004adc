import { lastBackupSchema } from '../../../shared/backup.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { lastBackup } from './backup-runs.js';

/** The dashboard's backup card (back-office only); the same answer as GET /api/admin/backups/last. */
export const backupRouter = router({
  last: publicProcedure
    .use(backOffice('owner').middleware)
    .output(lastBackupSchema)
    .query(({ ctx }) => lastBackup(ctx.deps.dataSource, ctx.deps.env.BACKUP_DAILY === 'on')),
});
