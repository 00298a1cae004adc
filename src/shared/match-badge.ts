// Zod-free on purpose: product cards are on the first screens, whose bundle must not pull in zod.

/**
 * A product card shows its match % as a badge only from here up: a badge reads as a
 * recommendation, and "9% Match" reads as an error. The engine keeps products made for other
 * skin types, or unsafe for the visitor, below it.
 */
export const MATCH_BADGE_MIN_PERCENT = 60;
