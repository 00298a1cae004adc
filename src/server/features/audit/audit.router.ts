import { auditListInputSchema, auditListOutputSchema } from '../../../shared/audit.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { repOnly } from '../rep-auth/api.js';
import { listAudit } from './audit.service.js';

export const auditRouter = router({
  list: publicProcedure
    .use(repOnly.middleware)
    .input(auditListInputSchema)
    .output(auditListOutputSchema)
    .query(({ ctx, input }) => listAudit(ctx.deps.dataSource, input)),
});
