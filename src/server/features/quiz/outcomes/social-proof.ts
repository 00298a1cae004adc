import type { SkinTypeValue } from '../../../../shared/catalog.js';
import type { OutcomeSnapshot } from './outcome-tallies.js';

/** Fewer answers than this from one skin type, and no line is shown: a claim needs people behind it. */
export const SOCIAL_PROOF_MIN_PEOPLE = 5;

/**
 * "9 of 11 people with oily skin who tried it say it works": counted people (one answer each per
 * product), only when at least SOCIAL_PROOF_MIN_PEOPLE of that skin type answered the question.
 * A survey's "not seeing results" is not an answer to it and is not counted.
 */
export function socialProofLine(snapshot: OutcomeSnapshot, skinType: SkinTypeValue, productId: number): string | undefined {
  const counts = snapshot.bySkinType.get(skinType)?.get(productId);
  if (!counts) return undefined;
  const tried = counts.works + counts.early + counts.notForMe;
  if (tried < SOCIAL_PROOF_MIN_PEOPLE) return undefined;
  return `${counts.works} of ${tried} people with ${skinType} skin who tried it say it works`;
}
