import { auditListInputSchema, auditListOutputSchema } from '../../../shared/audit.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { listAudit } from './audit.service.js';

export const auditRouter = router({
  list: publicProcedure
    .use(backOffice('owner').middleware)
    .input(auditListInputSchema)
    .output(auditListOutputSchema)
    .query(({ ctx, input }) => listAudit(ctx.deps.dataSource, input)),
});
