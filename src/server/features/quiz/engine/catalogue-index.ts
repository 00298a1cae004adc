import { routineSteps } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { type ProductTraits, risksAvoidedBy, skinTypeBit, tierCount, traitsOf } from './product-traits.js';

/**
 * A catalogue in id order (a product's position is its index in `products` and in `traits`),
 * with the positions suitable for each kind of visitor worked out once.
 */
export interface CatalogueIndex {
  products: EngineProduct[];
  traits: ProductTraits;
  positionOf: Map<number, number>;
  /** By skin type and safety needs: the products made for that skin and safe for those needs. */
  suitable: Map<string, VisitorProducts>;
}

/** The positions, in id order, of the products scored for a visitor. */
export interface VisitorProducts {
  positions: Int32Array;
  /**
   * Present when the rules prefer or exclude none of them: each entry's fit class, and a
   * position of each class. The products of a class share concerns, tier, step and skin types,
   * so they fit the visitor alike and one of each is scored.
   */
  fitClasses?: { of: Int32Array; representatives: Int32Array };
}

// Built once per catalogue array: the catalogue cache hands the same array to every submit
// until the products change.
const indexes = new WeakMap<readonly EngineProduct[], CatalogueIndex>();

export function indexOf(catalogue: readonly EngineProduct[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const products = [...catalogue].sort((a, b) => a.id - b.id);
    index = { products, traits: traitsOf(products), positionOf: new Map(products.map((product, position) => [product.id, position])), suitable: new Map() };
    indexes.set(catalogue, index);
  }
  return index;
}

/** Made for the visitor's skin type (or every type; a product made for every type lists none). */
export function suitsSkinType(traits: ProductTraits, position: number, profile: VisitorProfile): boolean {
  const types = traits.skinTypes[position]!;
  return types === 0 || (types & skinTypeBit(profile.skinType)) !== 0;
}

/** Q6 safety rules: never relaxed, whatever else the catalogue offers. */
export function isSafeFor(traits: ProductTraits, position: number, profile: VisitorProfile): boolean {
  return (traits.risks[position]! & risksAvoidedBy(profile)) === 0;
}

/** The representative's rules keep this product out of this visitor's routine. */
export function isExcludedFor(traits: ProductTraits, position: number, profile: VisitorProfile): boolean {
  return profile.excludedProductIds.size > 0 && profile.excludedProductIds.has(traits.ids[position]!);
}

/**
 * Each entry's fit class. In a list of suitable products every one is safe and made for the
 * visitor's skin, so products with the same concerns, tier, step and skin types fit alike.
 */
function fitClassesOf({ concernList, tiers, steps, skinTypes }: ProductTraits, positions: Int32Array): VisitorProducts['fitClasses'] {
  const classOfKey = new Map<number, number>();
  const representatives: number[] = [];
  const of = positions.map((position) => {
    // Skin types are 5 bits: below 32.
    const key = ((concernList[position]! * tierCount + tiers[position]!) * routineSteps.length + steps[position]!) * 32 + skinTypes[position]!;
    let fitClass = classOfKey.get(key);
    if (fitClass === undefined) {
      fitClass = representatives.push(position) - 1;
      classOfKey.set(key, fitClass);
    }
    return fitClass;
  });
  return { of, representatives: Int32Array.from(representatives) };
}

/** Made for the visitor's skin type and safe for them: a handful of kinds of visitor, each worked out once. */
function suitableFor(index: CatalogueIndex, profile: VisitorProfile): VisitorProducts {
  const key = `${profile.skinType}:${profile.avoidFragrance}:${profile.avoidHarshActives}:${profile.needsNonComedogenic}`;
  let suitable = index.suitable.get(key);
  if (!suitable) {
    const { traits } = index;
    const positions = Int32Array.from(index.products.keys()).filter((position) => suitsSkinType(traits, position, profile) && isSafeFor(traits, position, profile));
    suitable = { positions, fitClasses: fitClassesOf(traits, positions) };
    index.suitable.set(key, suitable);
  }
  return suitable;
}

/**
 * In id order, the positions of the only products that can be picked or earn a badge for this
 * visitor: those made for their skin type (or every type), safe for them and not excluded by the
 * rules, and those the rules prefer. Any other can never be picked, and keeps at most 30 %
 * (unsafe, excluded) or 60 % (other skin types) of a fit that is then at most 80 %: under a
 * badge, unless preferred (+30 points). Scoring only these gives the same result and spares
 * most of a large catalogue.
 */
export function productsForVisitor(index: CatalogueIndex, profile: VisitorProfile): VisitorProducts {
  const suitable = suitableFor(index, profile);
  if (profile.excludedProductIds.size === 0 && profile.preferredProductIds.size === 0) return suitable;
  const { traits } = index;
  const kept = suitable.positions.filter((position) => !isExcludedFor(traits, position, profile));
  const alreadyKept = (position: number) => suitsSkinType(traits, position, profile) && isSafeFor(traits, position, profile) && !isExcludedFor(traits, position, profile);
  const preferred = [...profile.preferredProductIds].flatMap((id) => {
    const position = index.positionOf.get(id);
    return position !== undefined && !alreadyKept(position) ? [position] : [];
  });
  // Positions follow ids, so sorting them keeps id order.
  return { positions: preferred.length === 0 ? kept : Int32Array.from([...kept, ...preferred]).sort() };
}
