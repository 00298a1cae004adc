import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { rankConcerns } from './profile-labels.js';
import { recommend } from './recommend.js';

/**
 * The visitor's plan cut to `count` products (never under 2), as the survey asks when she has too
 * little time: the step of the pick that serves her primary concern takes the plan's last slot
 * (unless it is already in the plan's slots or required) and must again target that concern,
 * so the cut drops a step around it and never leaves her goal without a product.
 */
export function shorterPlan(profile: VisitorProfile, count: number, catalogue: readonly EngineProduct[]): VisitorProfile {
  const productCount = Math.max(2, Math.min(profile.productCount, count));
  const shorter = { ...profile, productCount };
  const [primary] = rankConcerns(profile.concernWeights);
  if (!primary) return shorter;
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const goalStep = recommend(profile, catalogue)
    .routine.picks.map((pick) => byId.get(pick.productId))
    .find((product) => product?.concerns.includes(primary))?.routineStep;
  if (!goalStep) return shorter;
  // Its step's pick must target the goal too: a shorter plan may pick another product there.
  const kept = { ...shorter, requiredSteps: [...profile.requiredSteps, { step: goalStep, concern: primary }] };
  if (profile.requiredSteps.some((required) => required.step === goalStep) || profile.stepPriority.indexOf(goalStep) < productCount) return kept;
  const others = profile.stepPriority.filter((step) => step !== goalStep);
  return { ...kept, stepPriority: [...others.slice(0, productCount - 1), goalStep, ...others.slice(productCount - 1)] };
}
