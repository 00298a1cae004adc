import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { isDatabaseReady } from './system.service.js';

export const systemRouter = router({
  ready: publicProcedure
    .output(z.object({ ready: z.boolean() }))
    .query(async ({ ctx }) => ({ ready: await isDatabaseReady(ctx.deps.dataSource) })),
});
