import type { CatalogueIndex, VisitorProducts } from './catalogue-index.js';
import type { EngineProduct } from './engine-types.js';

/**
 * The products scored for a visitor, side by side: their catalogue positions in id order and
 * their fits (0-100). An entry is an index into both; no object per scored product.
 */
export interface ScoredProducts {
  index: CatalogueIndex;
  positions: Int32Array;
  fits: Uint8Array;
}

export function scoreAll(index: CatalogueIndex, { positions, fitClasses }: VisitorProducts, fit: (position: number) => number): ScoredProducts {
  const fits = new Uint8Array(positions.length);
  if (fitClasses) {
    const classFits = fitClasses.representatives.map(fit);
    for (let entry = 0; entry < positions.length; entry++) fits[entry] = classFits[fitClasses.of[entry]!]!;
  } else {
    for (let entry = 0; entry < positions.length; entry++) fits[entry] = fit(positions[entry]!);
  }
  return { index, positions, fits };
}

export function productAt({ index, positions }: ScoredProducts, entry: number): EngineProduct {
  return index.products[positions[entry]!]!;
}
