import { choosePreferenceProduct, type EditedRules, type RecommendationRules } from '../../../../shared/recommendation-rules.js';
import { AppError } from '../../../errors.js';

/**
 * The edited rules with every preference naming its product, or a 400 naming the first row that
 * does not: a row added without a choice must never become a rule nobody chose.
 */
export function completeRules(rules: EditedRules): RecommendationRules {
  const index = rules.preferences.findIndex((preference) => preference.productId === null);
  if (index !== -1) throw new AppError('BAD_REQUEST', choosePreferenceProduct(index), `rules.preferences.${index}.productId`);
  return { ...rules, preferences: rules.preferences.map((preference) => ({ ...preference, productId: preference.productId! })) };
}
