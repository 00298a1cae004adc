import { publishRulesInputSchema, rulesPreviewInputSchema, saveRulesDraftInputSchema } from '../../../../shared/recommendation-rules.js';
import { parseInput } from '../../../http/parse-input.js';
import type { RestPlugin } from '../../../http/rest-routes.js';
import { backOffice } from '../../rep-auth/api.js';
import { discardRulesDraft, getRulesOverview, listRuleProducts, publishRulesDraft, saveRulesDraft } from './rules-admin.service.js';
import { previewRules } from './rules-preview.service.js';

/** The recommendation rules editor under /api/admin/recommendation-rules (signed in only). */
export const rulesAdminRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/recommendation-rules', async () => getRulesOverview(dataSource));
    scope.get('/api/admin/recommendation-rules/products', async () => listRuleProducts(dataSource));
    scope.put('/api/admin/recommendation-rules/draft', async (request) => saveRulesDraft(dataSource, parseInput(saveRulesDraftInputSchema, request.body)));
    scope.post('/api/admin/recommendation-rules/draft/discard', async (request) => discardRulesDraft(dataSource, parseInput(publishRulesInputSchema, request.body)));
    scope.post('/api/admin/recommendation-rules/preview', async (request) => previewRules(deps, parseInput(rulesPreviewInputSchema, request.body)));
    scope.post('/api/admin/recommendation-rules/publish', async (request) => publishRulesDraft(deps, parseInput(publishRulesInputSchema, request.body)));
  });
};
