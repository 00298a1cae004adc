import { autoApprovalInputSchema, tierThresholdsSchema, updateLoyaltySettingsInputSchema } from '../../../shared/loyalty-settings.js';
import { parseInput, withNumbers } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { getLoyaltySettings, previewTierChanges, saveAutoApproval, updateLoyaltySettings } from './loyalty-settings.service.js';

type Query = Record<string, unknown>;

/**
 * The programme's settings: the representative's under /api/admin/loyalty/settings (signed in
 * only), and what members are told at /api/loyalty/programme.
 */
export const loyaltySettingsRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  app.get('/api/loyalty/programme', async () => (await deps.loyaltyPublic.current()).programme);

  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/loyalty/settings', async () => getLoyaltySettings(dataSource));
    // The auto-approval setting alone, as before the settings had a version (which it may now name).
    scope.put('/api/admin/loyalty/settings', async (request) => saveAutoApproval(deps, parseInput(autoApprovalInputSchema, request.body)));
    scope.patch('/api/admin/loyalty/settings', async (request) =>
      updateLoyaltySettings(deps, parseInput(updateLoyaltySettingsInputSchema, request.body)),
    );
    scope.get<{ Querystring: Query }>('/api/admin/loyalty/settings/tier-changes', async (request) => {
      return previewTierChanges(dataSource, parseInput(tierThresholdsSchema, withNumbers(request.query, ['silver', 'gold', 'platinum'])));
    });
  });
};
