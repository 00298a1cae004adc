import type { BudgetTier, RoutineStep, SkinConcern } from '../../../../shared/catalog.js';
import { formatCentsShort } from '../../../../shared/money.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { concernLabels, skinTypeLabels, tierLabels, tierRank } from './profile-labels.js';

const stepRoles: Partial<Record<RoutineStep, string>> = {
  cleanser: 'A gentle first step that preps your skin for everything after it',
  toner: 'Rebalances your skin so the next steps absorb better',
  serum: 'A concentrated serum that does the heavy lifting',
  treatment: 'A targeted treatment for the days your skin needs extra help',
  eye: 'Care for the delicate skin around your eyes',
  moisturiser: 'Locks in moisture so your other steps work harder',
  spf: 'Daily protection that keeps your results from fading',
  mask: 'A weekly boost for when you want visible results fast',
};

function lower(concern: SkinConcern): string {
  return concernLabels[concern].toLowerCase();
}

/**
 * One line on why this product is in the visitor's routine, tied to their own answers:
 * the concern it targets, then their safety need, pace or skin type.
 */
export function reasonFor(product: EngineProduct, profile: VisitorProfile, ranked: SkinConcern[]): string {
  const [primary, ...secondary] = ranked;
  const helpsWith = secondary.slice(0, 3).find((concern) => product.concerns.includes(concern));
  let lead: string;
  if (primary && product.concerns.includes(primary)) {
    lead = `Targets ${lower(primary)}, your top priority`;
  } else if (helpsWith) {
    lead = `Helps with ${lower(helpsWith)}, which you told us matters`;
  } else {
    lead = stepRoles[product.routineStep] ?? 'Rounds out your routine';
  }
  const skinNote = product.skinTypes.includes(profile.skinType) ? `made for ${skinTypeLabels[profile.skinType].toLowerCase()} skin like yours` : undefined;
  const detail = profile.notes.safety ?? profile.notes.pace ?? skinNote;
  return detail ? `${lead}; ${detail}.` : `${lead}.`;
}

/** How the summary names a step it had to leave out. */
const stepNames: Record<RoutineStep, string> = {
  cleanser: 'cleanser',
  toner: 'toner',
  serum: 'serum',
  treatment: 'treatment',
  eye: 'eye cream',
  moisturiser: 'moisturiser',
  spf: 'sunscreen',
  mask: 'mask',
  makeup: 'make-up',
  fragrance: 'fragrance',
  hair: 'hair care',
  body: 'body care',
  bundle: 'set',
};

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The routine's summary line: size, skin type, the concerns its picks really target, the safety
 * promise the filters keep, and any step left out for want of a suitable product. It claims
 * nothing the picks do not deliver.
 */
export function describeRoutine(profile: VisitorProfile, ranked: SkinConcern[], picks: EngineProduct[], leftOut: RoutineStep[]): string {
  const skin = `${skinTypeLabels[profile.skinType].toLowerCase()} skin`;
  // No pick at all (an empty catalogue, or nothing safe within the budget): say so plainly, promising nothing.
  if (picks.length === 0) return `No products for ${skin} yet: nothing in our range suits your skin and budget, and a wrong pick is worse than none.`;
  const targeted = (concern: SkinConcern) => picks.some((pick) => pick.concerns.includes(concern));
  const [primary, ...secondary] = ranked;
  const focus = primary && targeted(primary) ? `, focused on ${lower(primary)}` : '';
  const cared = secondary.filter(targeted).slice(0, 2).map(lower);
  const extra = cared.length > 0 ? `${focus ? '' : ','} with care for ${listOf(cared)}` : '';
  const safety = profile.avoidFragrance
    ? ' Every pick is fragrance-free and free of harsh actives.'
    : profile.needsNonComedogenic
      ? ' Every pick is non-comedogenic.'
      : '';
  const gap =
    leftOut.length > 0
      ? ` We left out the ${listOf(leftOut.map((step) => stepNames[step]))}: nothing in our range suits your skin and budget there yet, and a wrong pick is worse than none.`
      : '';
  const size = picks.length === 1 ? 'One product' : `${picks.length} products`;
  return `${size} for ${skin}${focus}${extra}.${safety}${gap}`;
}

// A band's amount as the line names it. The bands are the published rules' few amounts, and
// formatting money (Intl) costs more than the rest of the line: each is formatted once.
const bandAmounts = new Map<number, string>();
function bandAmount(cents: number): string {
  let amount = bandAmounts.get(cents);
  if (amount === undefined) {
    // Rules are edited now and then; a long-running process never keeps more than a few.
    if (bandAmounts.size >= 64) bandAmounts.clear();
    amount = formatCentsShort(cents);
    bandAmounts.set(cents, amount);
  }
  return amount;
}

/**
 * One line on why the routine costs what it costs: the best fit for her skin within her band,
 * why it stays below her tier when it does, and the planned steps the band had no room for.
 * It names no total: prices change, and the results page shows today's.
 */
export function describeBudget(profile: VisitorProfile, picksTier: BudgetTier, skippedSteps: RoutineStep[]): string {
  const skin = `${skinTypeLabels[profile.skinType].toLowerCase()} skin`;
  const band = profile.budgetMaxCents === null ? 'at any price' : `within your ${bandAmount(profile.budgetMaxCents)} a month`;
  const cheaper = tierRank[picksTier] < tierRank[profile.budgetTier] ? `: no pricier product suits it nearly as well` : '';
  const later = skippedSteps.length > 0 ? `; add the ${listOf(skippedSteps.map((step) => stepNames[step]))} later` : '';
  return `${tierLabels[picksTier]}: the best fit for your ${skin} ${band}${cheaper}${later}.`;
}
