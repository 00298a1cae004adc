import { adminStoreSettingsSchema, publicStoreSettingsSchema, updateStoreSettingsInputSchema } from '../../../shared/store-settings.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { getAdminStoreSettings, getPublicStoreSettings, updateStoreSettings } from './store-settings.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The shop's settings: the representative reads and saves them all; shoppers see the public part. The same services as /api/admin/settings and /api/settings. */
export const storeSettingsRouter = router({
  get: repProcedure.output(adminStoreSettingsSchema).query(({ ctx }) => getAdminStoreSettings(ctx.deps)),
  update: repProcedure
    .input(updateStoreSettingsInputSchema)
    .output(adminStoreSettingsSchema)
    .mutation(({ ctx, input }) => updateStoreSettings(ctx.deps, input)),
  public: publicProcedure.output(publicStoreSettingsSchema).query(({ ctx }) => getPublicStoreSettings(ctx.deps)),
});
