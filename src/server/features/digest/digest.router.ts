import { waitingCountsSchema } from '../../../shared/digest.js';
import { localDayAndTime } from '../../core/daily-schedule.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { readWaitingCounts } from './waiting-counts.js';

/** The dashboard's "what waits" cards: the digest's figures as of now (back-office only). */
export const digestRouter = router({
  waiting: publicProcedure
    .use(backOffice('waiting').middleware)
    .output(waitingCountsSchema)
    .query(({ ctx }) => readWaitingCounts(ctx.deps.dataSource, localDayAndTime(new Date()).day)),
});
