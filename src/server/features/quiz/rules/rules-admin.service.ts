import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../../db/sql.js';
import type { EditedRules, RecommendationRules, RuleSetView, RulesOverview } from '../../../../shared/recommendation-rules.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { transactionChanging } from '../../../db/transaction-changing.js';
import { isUniqueViolation } from '../../../db/postgres-errors.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/api.js';
import { existingProductIds, ProductEntity } from '../../catalog/api.js';
import { builtInRules } from '../engine/built-in-rules.js';
import { completeRules } from './complete-rules.js';
import { RuleSetEntity } from './rule-set.entity.js';

export const RULES_CHANGED_SINCE_OPENED = 'These rules changed since you opened them. Reload to see the new version before saving.';
export const NO_DRAFT = 'There is no draft to publish: save your changes as a draft first.';

function toView(entity: RuleSetEntity): RuleSetView {
  return {
    version: entity.id,
    rules: entity.rules,
    revision: entity.revision,
    updatedAt: entity.updatedAt.toISOString(),
    publishedAt: entity.publishedAt?.toISOString() ?? null,
  };
}

export async function getRulesOverview(dataSource: DataSource): Promise<RulesOverview> {
  const rows = await dataSource.getRepository(RuleSetEntity).find({ where: [{ status: 'published' }, { status: 'draft' }] });
  const find = (status: RuleSetEntity['status']) => rows.find((row) => row.status === status);
  const published = find('published');
  const draft = find('draft');
  return { published: published ? toView(published) : null, draft: draft ? toView(draft) : null, builtIn: builtInRules };
}

/** Every product a preference names must exist (archived ones may stay: they simply never show). */
async function checkPreferenceProducts(manager: EntityManager, rules: RecommendationRules): Promise<void> {
  const ids = [...new Set(rules.preferences.map((preference) => preference.productId))];
  if (ids.length === 0) return;
  const found = await queryRows(manager, existingProductIds(ids));
  const known = new Set(found.map((row) => row.id));
  const index = rules.preferences.findIndex((preference) => !known.has(preference.productId));
  if (index !== -1) {
    throw new AppError('BAD_REQUEST', `rules.preferences.${index}.productId: There is no product with id ${rules.preferences[index]!.productId}`, `rules.preferences.${index}.productId`);
  }
}

async function lockedDraft(manager: EntityManager): Promise<RuleSetEntity | null> {
  return manager.getRepository(RuleSetEntity).createQueryBuilder('rules').where(`rules.status = 'draft'`).setLock('pessimistic_write').getOne();
}

/**
 * Saves the draft. A first save (no revision) starts it; later saves must name the revision
 * they opened, so of two editors the second is told the rules changed and nothing is lost.
 */
export async function saveRulesDraft(dataSource: DataSource, edited: { rules: EditedRules; revision?: number }): Promise<{ draft: RuleSetView }> {
  const input = { ...edited, rules: completeRules(edited.rules) };
  return dataSource.transaction(async (manager) => {
    await checkPreferenceProducts(manager, input.rules);
    const draft = await lockedDraft(manager);
    const repository = manager.getRepository(RuleSetEntity);
    if (!draft) {
      // A revision means the editor opened a draft that has since been published.
      if (input.revision !== undefined) throw new AppError('CONFLICT', RULES_CHANGED_SINCE_OPENED, 'revision');
      const created = await repository.save(repository.create({ rules: input.rules, status: 'draft' })).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('CONFLICT', RULES_CHANGED_SINCE_OPENED, 'revision') : error;
      });
      await recordAudit(manager, { area: 'recommendation-rules', subject: String(created.id), action: 'draft', after: input.rules });
      return { draft: toView(created) };
    }
    if (draft.revision !== input.revision) throw new AppError('CONFLICT', RULES_CHANGED_SINCE_OPENED, 'revision');
    const before = draft.rules;
    await repository.update({ id: draft.id }, { rules: input.rules, revision: () => 'revision + 1', updatedAt: () => 'now()' });
    const saved = await repository.findOneByOrFail({ id: draft.id });
    await recordAudit(manager, { area: 'recommendation-rules', subject: String(draft.id), action: 'update draft', before, after: input.rules });
    return { draft: toView(saved) };
  });
}

/** The draft becomes the rules new quiz results use; the rules it replaces are kept, retired. */
export async function publishRulesDraft(
  { dataSource, recommendationRules }: Pick<AppDeps, 'dataSource' | 'recommendationRules'>,
  input: { revision: number },
): Promise<{ published: RuleSetView }> {
  return transactionChanging(dataSource, [recommendationRules], async (manager) => {
    const draft = await lockedDraft(manager);
    if (!draft) throw new AppError('CONFLICT', NO_DRAFT, 'revision');
    if (draft.revision !== input.revision) throw new AppError('CONFLICT', RULES_CHANGED_SINCE_OPENED, 'revision');
    const repository = manager.getRepository(RuleSetEntity);
    const previous = await repository.findOneBy({ status: 'published' });
    if (previous) await repository.update({ id: previous.id }, { status: 'retired' });
    await repository.update({ id: draft.id }, { status: 'published', publishedAt: () => 'now()' });
    const published = await repository.findOneByOrFail({ id: draft.id });
    await recordAudit(manager, {
      area: 'recommendation-rules',
      subject: String(draft.id),
      action: 'publish',
      before: previous ? { version: previous.id, rules: previous.rules } : { version: null, rules: builtInRules },
      after: { version: draft.id, rules: draft.rules },
    });
    return { published: toView(published) };
  });
}

/** Drops the draft (the published rules stay as they are). */
export async function discardRulesDraft(dataSource: DataSource, input: { revision: number }): Promise<{ discarded: boolean }> {
  return dataSource.transaction(async (manager) => {
    const draft = await lockedDraft(manager);
    if (!draft || draft.revision !== input.revision) throw new AppError('CONFLICT', RULES_CHANGED_SINCE_OPENED, 'revision');
    await manager.getRepository(RuleSetEntity).delete({ id: draft.id });
    await recordAudit(manager, { area: 'recommendation-rules', subject: String(draft.id), action: 'discard draft', before: draft.rules });
    return { discarded: true };
  });
}

/** Products the rules editor offers for preferences: id and name of every active skincare product. */
export async function listRuleProducts(dataSource: DataSource): Promise<{ products: Array<{ id: number; name: string }> }> {
  const products = await dataSource.getRepository(ProductEntity).find({ select: { id: true, name: true }, where: { category: 'skincare', status: 'active' }, order: { name: 'ASC' } });
  return { products };
}
