import { budgetTiers, routineSteps, type SkinConcern, skinConcerns, type SkinTypeValue, skinTypes } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { tierRank } from './profile-labels.js';

/** A safety rule's risk: a bit set on a product that carries it and on a visitor it is unsafe for. */
const FRAGRANCE = 1;
const HARSH_ACTIVES = 2;
const COMEDOGENIC = 4;

// Skin types and concerns are kept as bits of a byte.
if (skinTypes.length > 7 || skinConcerns.length > 8) throw new Error('product-traits.ts keeps skin types and concerns in one byte each: widen its arrays');

/**
 * A skin type the catalogue does not know (the database stores text) is a bit of its own: the
 * product is then made for no visitor's type, as a list that names only other types, and not
 * for every type, as an empty list.
 */
const UNKNOWN_SKIN_TYPE = 1 << 7;
export const skinTypeBit = (type: SkinTypeValue): number => (skinTypes.includes(type) ? 1 << skinTypes.indexOf(type) : UNKNOWN_SKIN_TYPE);
// An unknown concern sets no bit: it matches no visitor's concern.
export const concernBit = (concern: SkinConcern): number => (skinConcerns.includes(concern) ? 1 << skinConcerns.indexOf(concern) : 0);
export const stepIndex = (step: EngineProduct['routineStep']): number => routineSteps.indexOf(step);
export const tierCount = budgetTiers.length;

/**
 * What scoring reads of each product of a catalogue, by its position in id order, as small
 * integers in typed arrays: a submit compares bits and looks up tables instead of walking each
 * product's lists and strings. Worked out once per catalogue.
 */
export interface ProductTraits {
  ids: Float64Array;
  prices: Float64Array;
  steps: Uint8Array;
  tiers: Uint8Array;
  /** A bit per skin type the product is made for; 0 when it is made for every skin type. */
  skinTypes: Uint8Array;
  /** A bit per concern the product targets. */
  concerns: Uint8Array;
  /** Which of `concernLists` the product's concerns are: a concern sum reads the list as written. */
  concernList: Int32Array;
  concernLists: (readonly SkinConcern[])[];
  /** The safety rules' risks the product carries (FRAGRANCE, HARSH_ACTIVES, COMEDOGENIC). */
  risks: Uint8Array;
}

function risksOf(product: EngineProduct): number {
  return (product.fragranceFree ? 0 : FRAGRANCE) | (product.harshActives ? HARSH_ACTIVES : 0) | (product.nonComedogenic ? 0 : COMEDOGENIC);
}

const bitsOf = <T>(values: readonly T[], bit: (value: T) => number): number => values.reduce((bits, value) => bits | bit(value), 0);

export function traitsOf(products: readonly EngineProduct[]): ProductTraits {
  const count = products.length;
  const traits: ProductTraits = {
    ids: new Float64Array(count),
    prices: new Float64Array(count),
    steps: new Uint8Array(count),
    tiers: new Uint8Array(count),
    skinTypes: new Uint8Array(count),
    concerns: new Uint8Array(count),
    concernList: new Int32Array(count),
    concernLists: [],
    risks: new Uint8Array(count),
  };
  const listIndex = new Map<string, number>();
  products.forEach((product, position) => {
    traits.ids[position] = product.id;
    traits.prices[position] = product.price;
    traits.steps[position] = stepIndex(product.routineStep);
    traits.tiers[position] = tierRank[product.budgetTier];
    traits.skinTypes[position] = bitsOf(product.skinTypes, skinTypeBit);
    traits.concerns[position] = bitsOf(product.concerns, concernBit);
    traits.risks[position] = risksOf(product);
    const key = product.concerns.join('|');
    let list = listIndex.get(key);
    if (list === undefined) {
      list = traits.concernLists.push(product.concerns) - 1;
      listIndex.set(key, list);
    }
    traits.concernList[position] = list;
  });
  return traits;
}

/** The risks the visitor's safety rules (Q6) rule out: a product carrying none of them is safe for them. */
export function risksAvoidedBy(profile: Pick<VisitorProfile, 'avoidFragrance' | 'avoidHarshActives' | 'needsNonComedogenic'>): number {
  return (profile.avoidFragrance ? FRAGRANCE : 0) | (profile.avoidHarshActives ? HARSH_ACTIVES : 0) | (profile.needsNonComedogenic ? COMEDOGENIC : 0);
}
