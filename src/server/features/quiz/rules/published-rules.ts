import type { DataSource } from 'typeorm';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';
import { type ChangeListener, listenForChanges } from '../../../db/change-listener.js';
import { NoticedCache } from '../../../db/noticed-cache.js';
import { builtInRules } from '../engine/built-in-rules.js';
import { RuleSetEntity } from './rule-set.entity.js';

/** The rules new quiz results are made with; version null: none published yet, the built-in rules. */
export interface PublishedRules {
  version: number | null;
  rules: RecommendationRules;
}

/** The channel the rule set table's trigger notifies on every change (quiz/sql/rule_set_notify_changed.sql). */
const RULES_CHANGED_CHANNEL = 'rules_changed';

export async function loadPublishedRules(dataSource: DataSource): Promise<PublishedRules> {
  const published = await dataSource.getRepository(RuleSetEntity).findOneBy({ status: 'published' });
  return published ? { version: published.id, rules: published.rules } : { version: null, rules: builtInRules };
}

/** Keeps the published rules in memory in every process; a publish anywhere reaches all of them at once. */
export async function startPublishedRules(options: {
  dataSource: DataSource;
  logger: { info(message: string): void; warn(details: object, message: string): void };
}): Promise<{ cache: NoticedCache<PublishedRules>; listener: ChangeListener }> {
  const cache = new NoticedCache(() => loadPublishedRules(options.dataSource));
  const listener = await listenForChanges({
    ...options,
    channel: RULES_CHANGED_CHANNEL,
    target: cache,
    messages: { lost: 'recommendation rule notices lost: reading the rules from the database until they return', back: 'recommendation rule notices are back' },
  });
  await cache.warm();
  return { cache, listener };
}
