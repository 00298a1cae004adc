import { shopHealthSchema } from '../../../shared/shop-health.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { getShopHealth } from './shop-health.service.js';

export const shopHealthRouter = router({
  /** The dashboard's "Shop health" card (back-office only). */
  get: publicProcedure
    .use(backOffice('owner').middleware)
    .output(shopHealthSchema)
    .query(({ ctx }) => getShopHealth(ctx.deps)),
});
