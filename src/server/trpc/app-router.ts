import { systemRouter } from '../features/system/system.router.js';
import { router } from './init.js';

/** One sub-router per feature; the client's types are inferred from this. */
export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
