import type { SkinTypeValue } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';

/** A catalogue in id order, split by the skin types its products are made for. */
interface CatalogueIndex {
  byId: Map<number, EngineProduct>;
  forSkinType: Map<SkinTypeValue, EngineProduct[]>;
  forEveryType: EngineProduct[];
}

// Built once per catalogue array: the catalogue cache hands the same array to every submit
// until the products change.
const indexes = new WeakMap<readonly EngineProduct[], CatalogueIndex>();

function indexOf(catalogue: readonly EngineProduct[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const ordered = [...catalogue].sort((a, b) => a.id - b.id);
    index = { byId: new Map(ordered.map((product) => [product.id, product])), forSkinType: new Map(), forEveryType: [] };
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

/**
 * In id order, the products made for the visitor's skin type (or for every type) and those the
 * rules prefer for them: the only ones that can be picked or earn a badge (see couldMatter).
 */
export function productsForVisitor(catalogue: readonly EngineProduct[], profile: VisitorProfile): EngineProduct[] {
  const index = indexOf(catalogue);
  const suited = mergeById(index.forSkinType.get(profile.skinType) ?? [], index.forEveryType);
  const inSuited = (product: EngineProduct) => product.skinTypes.length === 0 || product.skinTypes.includes(profile.skinType);
  const preferred = [...profile.preferredProductIds].flatMap((id) => {
    const product = index.byId.get(id);
    return product && !inSuited(product) ? [product] : [];
  });
  return preferred.length === 0 ? suited : mergeById(suited, preferred.sort((a, b) => a.id - b.id));
}
