import type { SkinTypeValue } from '../../../../shared/catalog.js';
import type { OutcomeSnapshot } from './outcome-tallies.js';

/** Fewer buyers than this from one skin type answered, and no line is shown: a claim needs people behind it. */
export const SOCIAL_PROOF_MIN_PEOPLE = 5;

/**
 * "9 of 11 people with oily skin who tried it say it works": buyers only (people with a store
 * order line of the product under their confirmed address, one answer each), and only when at
 * least SOCIAL_PROOF_MIN_PEOPLE buyers of that skin type answered the question. Answers without a
 * purchase behind them, and a survey's "not seeing results", are not counted.
 */
export function socialProofLine(snapshot: OutcomeSnapshot, skinType: SkinTypeValue, productId: number): string | undefined {
  const buyers = snapshot.bySkinType.get(skinType)?.get(productId)?.buyers;
  if (!buyers) return undefined;
  const tried = buyers.works + buyers.early + buyers.notForMe;
  if (tried < SOCIAL_PROOF_MIN_PEOPLE) return undefined;
  return `${buyers.works} of ${tried} people with ${skinType} skin who tried it say it works`;
}
