import type { SkinTypeValue } from '../../../../shared/catalog.js';
import type { WhatWorksRow } from '../../../../shared/what-works.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { spreadsheetCsv } from '../../../http/spreadsheet-csv.js';
import { evidenceWeight } from '../engine/outcome-learning.js';

/** A weight this close to 1 moves no fit by a whole point: the engine ranks as the rules do. */
const UNCHANGED = 0.005;

/**
 * Every product people answered about, per skin type: the answers (every person who answered),
 * the share that works, and whether the engine now ranks it higher or lower than the rules alone
 * for that skin type, from the answers' weights (a buyer's in full, anyone else's as a weak
 * signal; the engine weighs each segment of the skin type on its own, this is them together).
 */
export async function listWhatWorks(deps: Pick<AppDeps, 'outcomes' | 'catalog'>): Promise<WhatWorksRow[]> {
  const [snapshot, catalogue] = await Promise.all([deps.outcomes.current(), deps.catalog.current()]);
  const rows: WhatWorksRow[] = [];
  for (const [skinType, products] of snapshot.bySkinType) {
    for (const [productId, { people: counts, weighed }] of products) {
      const product = catalogue.byId.get(productId);
      if (!product) continue;
      const weight = evidenceWeight(weighed);
      const decided = counts.works + counts.notForMe;
      rows.push({
        productId,
        productName: product.name,
        skinType: skinType as SkinTypeValue,
        answered: counts.works + counts.early + counts.notForMe,
        ...counts,
        worksShare: decided === 0 ? null : counts.works / decided,
        engine: weight > 1 + UNCHANGED ? 'higher' : weight < 1 - UNCHANGED ? 'lower' : 'as the rules',
        weight: Math.round(weight * 100) / 100,
      });
    }
  }
  return rows.sort((a, b) => a.productName.localeCompare(b.productName) || a.skinType.localeCompare(b.skinType));
}

export function whatWorksCsv(rows: readonly WhatWorksRow[]): string {
  const header = ['Product', 'Skin type', 'Answered', 'Works for me', 'Too early to say', 'Not for me', 'Survey: not seeing results', 'Share that works', 'Engine ranks it', 'Weight on the rule fit'];
  const body = rows.map((row) => [
    row.productName,
    row.skinType,
    String(row.answered),
    String(row.works),
    String(row.early),
    String(row.notForMe),
    String(row.notYet),
    row.worksShare === null ? '' : `${Math.round(row.worksShare * 100)}%`,
    row.engine,
    row.weight.toFixed(2),
  ]);
  return spreadsheetCsv([header, ...body]);
}
