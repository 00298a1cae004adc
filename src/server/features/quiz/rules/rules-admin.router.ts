import { publishRulesInputSchema, rulesPreviewInputSchema, saveRulesDraftInputSchema } from '../../../../shared/recommendation-rules.js';
import { publicProcedure, router } from '../../../trpc/init.js';
import { backOffice } from '../../rep-auth/api.js';
import { discardRulesDraft, getRulesOverview, listRuleProducts, publishRulesDraft, saveRulesDraft } from './rules-admin.service.js';
import { previewRules } from './rules-preview.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The recommendation rules editor (back-office only); the same services as /api/admin/recommendation-rules. */
export const rulesAdminRouter = router({
  overview: repProcedure.query(({ ctx }) => getRulesOverview(ctx.deps.dataSource)),
  products: repProcedure.query(({ ctx }) => listRuleProducts(ctx.deps.dataSource)),
  saveDraft: repProcedure.input(saveRulesDraftInputSchema).mutation(({ ctx, input }) => saveRulesDraft(ctx.deps.dataSource, input)),
  discardDraft: repProcedure.input(publishRulesInputSchema).mutation(({ ctx, input }) => discardRulesDraft(ctx.deps.dataSource, input)),
  // A mutation: the draft travels in the body, too big for a query's URL.
  preview: repProcedure.input(rulesPreviewInputSchema).mutation(({ ctx, input }) => previewRules(ctx.deps, input)),
  publish: repProcedure.input(publishRulesInputSchema).mutation(({ ctx, input }) => publishRulesDraft(ctx.deps, input)),
});
