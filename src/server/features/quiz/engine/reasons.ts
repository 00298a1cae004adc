import type { RoutineStep, SkinConcern } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { concernLabels, skinTypeLabels } from './profile-labels.js';

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

/** The routine's summary line: size, skin type, focus and the safety promise. */
export function describeRoutine(profile: VisitorProfile, ranked: SkinConcern[], count: number): string {
  const [primary, ...secondary] = ranked;
  const focus = primary ? `focused on ${lower(primary)}` : 'for everyday healthy skin';
  const extra = secondary.length > 0 ? ` with care for ${secondary.slice(0, 2).map(lower).join(' and ')}` : '';
  const safety = profile.avoidFragrance
    ? ' Every pick is fragrance-free and free of harsh actives.'
    : profile.needsNonComedogenic
      ? ' Every pick is non-comedogenic.'
      : '';
  const size = count === 1 ? 'One product' : `${count} products`;
  return `${size} for ${skinTypeLabels[profile.skinType].toLowerCase()} skin, ${focus}${extra}.${safety}`;
}
