import type { CatalogueIndex, VisitorProducts } from './catalogue-index.js';
import type { EngineProduct } from './engine-types.js';
import { learnedFit, type OutcomeEvidence } from './outcome-learning.js';

/**
 * The products scored for a visitor, side by side: their catalogue positions in id order and
 * their fits (0-100). An entry is an index into both; no object per scored product.
 */
export interface ScoredProducts {
  index: CatalogueIndex;
  positions: Int32Array;
  fits: Uint8Array;
  /** Some fits were changed by what people answered (see outcome-learning.ts). */
  learned: boolean;
}

export function scoreAll(index: CatalogueIndex, { positions, fitClasses }: VisitorProducts, fit: (position: number) => number): ScoredProducts {
  const fits = new Uint8Array(positions.length);
  if (fitClasses) {
    const classFits = fitClasses.representatives.map(fit);
    for (let entry = 0; entry < positions.length; entry++) fits[entry] = classFits[fitClasses.of[entry]!]!;
  } else {
    for (let entry = 0; entry < positions.length; entry++) fits[entry] = fit(positions[entry]!);
  }
  return { index, positions, fits, learned: false };
}

/** The entry of a catalogue position in the scored list (positions are in ascending order), or -1. */
function entryOf(positions: Int32Array, position: number): number {
  let low = 0;
  let high = positions.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = positions[middle]!;
    if (at === position) return middle;
    if (at < position) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Weighs the fits of the products her segment answered about (a handful: the rest keep their rule fit). */
export function weighEvidence(scored: ScoredProducts, evidence: OutcomeEvidence | undefined): void {
  if (!evidence) return;
  for (const [productId, tally] of evidence.tallies) {
    const position = scored.index.positionOf.get(productId);
    const entry = position === undefined ? -1 : entryOf(scored.positions, position);
    if (entry === -1) continue;
    const fit = learnedFit(scored.fits[entry]!, tally, evidence.explore);
    if (fit === scored.fits[entry]) continue;
    scored.fits[entry] = fit;
    scored.learned = true;
  }
}

export function productAt({ index, positions }: ScoredProducts, entry: number): EngineProduct {
  return index.products[positions[entry]!]!;
}
