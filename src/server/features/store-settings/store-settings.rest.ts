import { updateStoreSettingsInputSchema } from '../../../shared/store-settings.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { getAdminStoreSettings, getPublicStoreSettings, updateStoreSettings } from './store-settings.service.js';

/** GET/PATCH /api/admin/settings (signed in only) and GET /api/settings (what shoppers see). */
export const storeSettingsRest: RestPlugin = async (app, deps) => {
  app.get('/api/settings', async () => getPublicStoreSettings(deps));
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/settings', async () => getAdminStoreSettings(deps));
    scope.patch('/api/admin/settings', async (request) => updateStoreSettings(deps, parseInput(updateStoreSettingsInputSchema, request.body)));
  });
};
