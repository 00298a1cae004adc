import type { SkinTypeValue } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { isExcludedFor, isSafeFor, suitsSkinType } from './product-fit.js';

/** A catalogue in id order, with the products suitable for each kind of visitor worked out once. */
interface CatalogueIndex {
  byId: Map<number, EngineProduct>;
  forSkinType: Map<SkinTypeValue, EngineProduct[]>;
  forEveryType: EngineProduct[];
  /** By skin type and safety needs: the products made for that skin and safe for those needs. */
  suitable: Map<string, EngineProduct[]>;
}

// Built once per catalogue array: the catalogue cache hands the same array to every submit
// until the products change.
const indexes = new WeakMap<readonly EngineProduct[], CatalogueIndex>();

function indexOf(catalogue: readonly EngineProduct[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const ordered = [...catalogue].sort((a, b) => a.id - b.id);
    index = { byId: new Map(ordered.map((product) => [product.id, product])), forSkinType: new Map(), forEveryType: [], suitable: new Map() };
    for (const product of ordered) {
      if (product.skinTypes.length === 0) index.forEveryType.push(product);
      for (const type of new Set(product.skinTypes)) {
        const list = index.forSkinType.get(type);
        if (list) list.push(product);
        else index.forSkinType.set(type, [product]);
      }
    }
    indexes.set(catalogue, index);
  }
  return index;
}

/** Two lists in id order as one (no product is in both). */
function mergeById(a: readonly EngineProduct[], b: readonly EngineProduct[]): EngineProduct[] {
  const merged: EngineProduct[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.id < b[j]!.id)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}

/** Made for the visitor's skin type (or every type) and safe for them: a handful of kinds of visitor, each worked out once. */
function suitableFor(index: CatalogueIndex, profile: VisitorProfile): EngineProduct[] {
  const key = `${profile.skinType}:${profile.avoidFragrance}:${profile.avoidHarshActives}:${profile.needsNonComedogenic}`;
  let list = index.suitable.get(key);
  if (!list) {
    list = mergeById(index.forSkinType.get(profile.skinType) ?? [], index.forEveryType).filter((product) => isSafeFor(product, profile));
    index.suitable.set(key, list);
  }
  return list;
}

/**
 * In id order, the only products that can be picked or earn a badge for this visitor: those made
 * for their skin type (or every type), safe for them and not excluded by the rules, and those
 * the rules prefer. Any other can never be picked, and keeps at most 30 % (unsafe, excluded) or
 * 60 % (other skin types) of a fit that is then at most 80 %: under a badge, unless preferred
 * (+30 points). Scoring only these gives the same result and spares most of a large catalogue.
 */
export function productsForVisitor(catalogue: readonly EngineProduct[], profile: VisitorProfile): EngineProduct[] {
  const index = indexOf(catalogue);
  const suitable = suitableFor(index, profile);
  const kept = profile.excludedProductIds.size === 0 ? suitable : suitable.filter((product) => !isExcludedFor(product, profile));
  const alreadyKept = (product: EngineProduct) => suitsSkinType(product, profile) && isSafeFor(product, profile) && !isExcludedFor(product, profile);
  const preferred = [...profile.preferredProductIds].flatMap((id) => {
    const product = index.byId.get(id);
    return product && !alreadyKept(product) ? [product] : [];
  });
  return preferred.length === 0 ? kept : mergeById(kept, preferred.sort((a, b) => a.id - b.id));
}
