import { describe, expect, it } from 'vitest';
import { MATCH_BADGE_MIN_PERCENT } from '../../../../shared/match-badge.js';
import { formatCentsShort } from '../../../../shared/money.js';
import type { BudgetTier, RoutineStep, SkinConcern } from '../../../../shared/catalog.js';
import { type CatalogProduct, demoCatalogue } from '../../catalog/api.js';
import { concernLabels, routineNames, tierLabels } from './profile-labels.js';
import { recommend } from './recommend.js';
import { shorterPlan } from './shorter-plan.js';
import { type AnswerSpace, fullAnswerSpace, previewAnswerSpace, type Recommendation, recommendAll, surveyPlans } from './plan-survey.js';

/*
 * The engine over every combination of the answers it reads, against the demo catalogue: each
 * result must keep the rules a shopper relies on. The checks are written from the answers and
 * the products, not from the engine's own helpers.
 */

const catalogue = demoCatalogue();
const byId = new Map<number, CatalogProduct>(catalogue.map((product) => [product.id, product]));

const SKINCARE_STEPS: RoutineStep[] = ['cleanser', 'toner', 'serum', 'treatment', 'eye', 'moisturiser', 'spf', 'mask'];
const tierRank: Record<BudgetTier, number> = { budget: 0, moderate: 1, premium: 2, luxury: 3 };

/** Most a routine may cost per budget answer, and the highest product tier it may use. */
const budgets: Record<string, { maxCents: number; tier: BudgetTier }> = {
  budget: { maxCents: 7_500, tier: 'budget' },
  moderate: { maxCents: 15_000, tier: 'moderate' },
  premium: { maxCents: 25_000, tier: 'premium' },
  luxury: { maxCents: Number.POSITIVE_INFINITY, tier: 'luxury' },
  under_75: { maxCents: 7_500, tier: 'budget' },
  '75_150': { maxCents: 15_000, tier: 'moderate' },
  '150_300': { maxCents: 30_000, tier: 'premium' },
  over_300: { maxCents: Number.POSITIVE_INFINITY, tier: 'luxury' },
};

/** What a visitor's answers rule out, whichever quiz they took. */
function needsOf(answers: Record<string, string>) {
  const sensitive = answers.question_6 === 'sensitive' || answers.skinConcern === 'sensitive';
  const beginner = answers.question_4 === 'beginner' || answers.question_4 === 'overwhelmed';
  const breakoutProne = answers.question_6 === 'acne_prone' || answers.skinConcern === 'acne' || answers.skinConcern === 'oily';
  return { sensitive, beginner, breakoutProne, budget: budgets[answers.question_8 ?? answers.budget ?? '']! };
}

/** Words the text may use for a step, and for an ingredient (found in a product's name or description). */
const stepWords: [RegExp, RoutineStep][] = [
  [/\b(sunscreen|spf)\b/i, 'spf'],
  [/\bcleanser\b/i, 'cleanser'],
  [/\btoner\b/i, 'toner'],
  [/\bserum\b/i, 'serum'],
  [/\beye cream\b/i, 'eye'],
  [/\bmoisturi[sz]er\b/i, 'moisturiser'],
  [/\bmask\b/i, 'mask'],
  [/\btreatment\b/i, 'treatment'],
];
const ingredients = ['retinol', 'retinal', 'vitamin c', 'niacinamide', 'hyaluronic', 'salicylic', 'glycolic', 'azelaic', 'peptide', 'ceramide', 'bakuchiol', 'centella', 'tranexamic'];

const mentionsIngredient = (product: CatalogProduct, ingredient: string) => `${product.name} ${product.description}`.toLowerCase().includes(ingredient);
const concernByLabel = new Map(Object.entries(concernLabels).map(([concern, label]) => [label.toLowerCase(), concern as SkinConcern]));

/** Every broken rule in one result, as readable lines (empty when the result is coherent). */
function problemsOf({ answers, profile, result }: Recommendation): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const picks = result.routine.picks.map((pick) => byId.get(pick.productId)!);
  const needs = needsOf(answers);
  const targets = (concern: SkinConcern | undefined) => concern !== undefined && picks.some((pick) => pick.concerns.includes(concern));

  if (picks.length < 2) fail(`only ${picks.length} picks`);
  // The plan's count, plus the sunscreen and an anti-aging serum an adviser adds on top.
  if (picks.length > profile.productCount + 2) fail(`${picks.length} picks for a ${profile.productCount}-product plan`);
  const steps = picks.map((pick) => pick.routineStep);
  if (new Set(steps).size !== steps.length) fail(`a step twice: ${steps.join(', ')}`);
  if (steps.join() !== [...steps].sort((a, b) => SKINCARE_STEPS.indexOf(a) - SKINCARE_STEPS.indexOf(b)).join()) fail('picks out of routine order');

  /** Safe for her skin and made for its type: what the engine may pick at all. */
  const suits = (product: CatalogProduct) =>
    (product.skinTypes.length === 0 || product.skinTypes.includes(profile.skinType)) &&
    !(needs.sensitive && (!product.fragranceFree || product.harshActives)) &&
    !(needs.breakoutProne && !product.nonComedogenic) &&
    !(needs.beginner && product.harshActives);
  for (const pick of picks) {
    if (!SKINCARE_STEPS.includes(pick.routineStep)) fail(`${pick.name} is not skincare`);
    // Skin type: a product made for particular skin types only for one of them.
    if (pick.skinTypes.length > 0 && !pick.skinTypes.includes(profile.skinType)) fail(`${pick.name} is made for ${pick.skinTypes.join('/')}, not ${profile.skinType}`);
    // Safety.
    if (needs.sensitive && (!pick.fragranceFree || pick.harshActives)) fail(`${pick.name} for sensitive skin`);
    if (needs.breakoutProne && !pick.nonComedogenic) fail(`${pick.name} is comedogenic for breakout-prone skin`);
    if (needs.beginner && pick.harshActives) fail(`${pick.name} has harsh actives for a beginner`);
    if (tierRank[pick.budgetTier] > tierRank[needs.budget.tier]) fail(`${pick.name} is above the ${needs.budget.tier} tier`);
  }
  // Budget: the routine's total inside the chosen band.
  const total = picks.reduce((sum, pick) => sum + pick.price, 0);
  if (total > needs.budget.maxCents) fail(`total ${total} over ${needs.budget.maxCents}`);

  // What an adviser signs: the basics first, a sunscreen whenever one suits and fits the band,
  // and a gentle serum for fine lines for an anti-aging goal above the lowest budget.
  const available = (product: CatalogProduct) => suits(product) && tierRank[product.budgetTier] <= tierRank[needs.budget.tier] && product.price <= needs.budget.maxCents;
  for (const basic of ['cleanser', 'moisturiser'] as const) if (!steps.includes(basic) && catalogue.some((product) => product.routineStep === basic && available(product))) fail(`no ${basic}`);
  const sunscreen = catalogue.find((product) => product.routineStep === 'spf' && available(product));
  if (!steps.includes('spf') && sunscreen) fail(`no sunscreen where ${sunscreen.name} suits`);
  const antiAgingGoal = answers.question_1 === 'aging' || answers.skinConcern === 'fine_lines';
  const agingSerum = (product: CatalogProduct) => product.routineStep === 'serum' && product.concerns.includes('aging');
  if (antiAgingGoal && needs.budget.tier !== 'budget' && !picks.some(agingSerum) && catalogue.some((product) => agingSerum(product) && available(product))) fail('an anti-aging goal without a serum for fine lines');

  // The budget line: the card's tier and her band, and only steps it did not pick as "later".
  const budgetNote = result.routine.budgetNote ?? '';
  const band = Number.isFinite(needs.budget.maxCents) ? `within your ${formatCentsShort(needs.budget.maxCents)} a month` : 'at any price';
  if (picks.length > 0 && !budgetNote.startsWith(`${result.routine.budgetTier}: the best fit for your ${profile.skinType} skin ${band}`)) fail(`budget line "${budgetNote}" for a ${result.routine.budgetTier} ${band}`);
  const later = /add the (.+) later/.exec(budgetNote)?.[1] ?? '';
  for (const [word, step] of stepWords) if (word.test(later) && steps.includes(step)) fail(`says to add the ${step} later but picks one`);

  // Budget, the other way: a premium or luxury visitor gets a lower tier's product in a step only
  // when no suitable product nearer her tier does as much for the concerns she named there.
  if (tierRank[needs.budget.tier] >= tierRank.premium) {
    const cares = (concern: SkinConcern) => (profile.concernWeights[concern] ?? 0) > 0;
    for (const pick of picks) {
      const wanted = pick.concerns.filter(cares);
      const better = catalogue.find(
        (other) =>
          other.routineStep === pick.routineStep &&
          tierRank[other.budgetTier] > tierRank[pick.budgetTier] &&
          tierRank[other.budgetTier] <= tierRank[needs.budget.tier] &&
          suits(other) &&
          total - pick.price + other.price <= needs.budget.maxCents &&
          wanted.every((concern) => other.concerns.includes(concern)),
      );
      if (better) fail(`${pick.name} (${pick.budgetTier}) for a ${needs.budget.tier} budget where ${better.name} (${better.budgetTier}) suits as well`);
    }
  }
  // The tier the card names is the one most picks are in (the higher of two as common).
  const tierCounts = picks.reduce((counts, pick) => counts.set(pick.budgetTier, (counts.get(pick.budgetTier) ?? 0) + 1), new Map<BudgetTier, number>());
  const most = Math.max(0, ...tierCounts.values());
  const picksTier = [...tierCounts].filter(([, count]) => count === most).sort(([a], [b]) => tierRank[b] - tierRank[a])[0]?.[0];
  if (picksTier && result.routine.budgetTier !== tierLabels[picksTier]) fail(`card names "${result.routine.budgetTier}" for mostly ${picksTier} picks`);

  // Promises match picks: the summary claims only what the picks deliver.
  const [claims = '', leftOutSentence = ''] = result.routine.description.split(' We left out ');
  const focus = /focused on ([^,.]+?)(?: with care for|\.)/.exec(claims)?.[1];
  if (focus && !targets(concernByLabel.get(focus))) fail(`claims a focus on ${focus}`);
  for (const cared of /with care for ([^.]+)\./.exec(claims)?.[1]?.split(/, | and (?=[a-z])/) ?? []) {
    if (!targets(concernByLabel.get(cared))) fail(`claims care for ${cared}`);
  }
  const routineConcern = Object.entries(routineNames).find(([, name]) => name === result.routine.category)?.[0] as SkinConcern | undefined;
  if (result.routine.category !== 'Healthy Skin Routine' && !targets(routineConcern)) fail(`named "${result.routine.category}" without a pick for it`);
  for (const [word, step] of stepWords) {
    if (word.test(claims) && !steps.includes(step)) fail(`summary mentions ${step} without the pick`);
    if (word.test(leftOutSentence) && steps.includes(step)) fail(`says the ${step} was left out but picks one`);
  }
  for (const step of result.routine.leftOutSteps) if (steps.includes(step)) fail(`left out ${step} but picked it`);
  for (const ingredient of ingredients) {
    if (claims.toLowerCase().includes(ingredient) && !picks.some((pick) => mentionsIngredient(pick, ingredient))) fail(`summary mentions ${ingredient}`);
  }
  if (/fragrance-free/.test(claims) && !picks.every((pick) => pick.fragranceFree)) fail('summary promises fragrance-free');
  if (/non-comedogenic/.test(claims) && !picks.every((pick) => pick.nonComedogenic)) fail('summary promises non-comedogenic');

  // Each reason speaks of its own product.
  for (const [index, { reason }] of result.routine.picks.entries()) {
    const pick = picks[index]!;
    for (const [word, step] of stepWords) if (word.test(reason) && pick.routineStep !== step) fail(`reason for ${pick.name} mentions ${step}`);
    for (const ingredient of ingredients) if (reason.toLowerCase().includes(ingredient) && !mentionsIngredient(pick, ingredient)) fail(`reason for ${pick.name} mentions ${ingredient}`);
    const concern = /^(?:Targets|Helps with) ([^,]+),/.exec(reason)?.[1];
    if (concern && !pick.concerns.includes(concernByLabel.get(concern)!)) fail(`reason for ${pick.name} claims ${concern}`);
    const madeFor = /made for (\w+) skin like yours/.exec(reason)?.[1];
    if (madeFor && !pick.skinTypes.includes(madeFor as CatalogProduct['skinTypes'][number])) fail(`reason for ${pick.name} claims ${madeFor} skin`);
    if (/fragrance-free/.test(reason) && !pick.fragranceFree) fail(`reason for ${pick.name} claims fragrance-free`);
    if (/non-comedogenic/.test(reason) && !pick.nonComedogenic) fail(`reason for ${pick.name} claims non-comedogenic`);
  }

  // Badges: a product made for other skin types, or unsafe, never reads as a recommendation.
  for (const { productId, matchPercent } of result.productMatches) {
    const product = byId.get(productId)!;
    const unsuitable =
      (product.skinTypes.length > 0 && !product.skinTypes.includes(profile.skinType)) ||
      (needs.sensitive && (!product.fragranceFree || product.harshActives)) ||
      (needs.breakoutProne && !product.nonComedogenic);
    if (unsuitable && matchPercent >= MATCH_BADGE_MIN_PERCENT) fail(`${product.name} shows a ${matchPercent}% badge but does not suit`);
  }
  return problems;
}


/** Results that break a rule, grouped by the first problem, with one example of each. */
function brokenRules(recommendations: Recommendation[]): Record<string, string> {
  const broken: Record<string, string> = {};
  for (const recommendation of recommendations) {
    const [first] = problemsOf(recommendation);
    if (first) broken[first.replace(/\d+/g, 'N')] ??= `${first} (answers ${JSON.stringify(recommendation.answers)})`;
  }
  return broken;
}

describe.each<[string, AnswerSpace, { combinations: number; minPlans: number }]>([
  ['full quiz', fullAnswerSpace(), { combinations: 4 ** 7, minPlans: 250 }],
  ['preview quiz', previewAnswerSpace(), { combinations: 6 * 4 ** 3, minPlans: 35 }],
])('the engine over every %s answer combination', (_name, space, expected) => {
  const recommendations = recommendAll(space, catalogue);

  it('covers every combination of the answers it reads', () => {
    expect(recommendations).toHaveLength(expected.combinations);
  });

  it('keeps skin type, safety, budget, size and its own words coherent in every result', () => {
    expect(brokenRules(recommendations)).toEqual({});
  });

  it('keeps a product for the goal when the survey asks for one step fewer', () => {
    const primaryOf = (profile: Recommendation['profile']) => Object.entries(profile.concernWeights).sort(([a, x], [b, y]) => y! - x! || Object.keys(concernLabels).indexOf(a) - Object.keys(concernLabels).indexOf(b))[0]![0];
    // Answers that give the same profile give the same shorter plan: each profile is tried once.
    const seen = new Set<string>();
    const lost = recommendations.flatMap(({ answers, profile, picks }) => {
      const key = JSON.stringify({ ...profile, notes: null });
      if (seen.has(key)) return [];
      seen.add(key);
      const primary = primaryOf(profile);
      if (!picks.some((pick) => pick.concerns.includes(primary as SkinConcern))) return [];
      const shorter = recommend(shorterPlan(profile, profile.productCount - 1, catalogue), catalogue);
      const kept = shorter.routine.picks.some((pick) => byId.get(pick.productId)!.concerns.includes(primary as SkinConcern));
      return kept ? [] : [JSON.stringify(answers)];
    });
    expect(lost.slice(0, 3)).toEqual([]);
    expect(recommendations.length).toBeGreaterThan(0);
  });

  it('fills every step of the plan from the demo catalogue', () => {
    expect(recommendations.filter((entry) => entry.result.routine.leftOutSteps.length > 0)).toEqual([]);
  });

  it('gives visibly different plans to answers that differ in goal, skin type, budget or experience', () => {
    const survey = surveyPlans(space, recommendations);
    expect(survey.distinctPlans).toBeGreaterThanOrEqual(expected.minPlans);
    // A pick targets the primary concern in most results; the misses are mostly two-product
    // routines, which stay a cleanser and a moisturiser.
    expect(survey.primaryTargeted / survey.combinations).toBeGreaterThan(space.name === 'Full quiz' ? 0.8 : 0.9);
    const changed = Object.fromEntries(survey.changedBy.map(({ question, percent }) => [question, percent]));
    const floor = (question: string, percent: number) => expect(changed[question], question).toBeGreaterThanOrEqual(percent);
    if (space.name === 'Full quiz') {
      floor("What's the one thing you'd love your skin to do for you?", 55);
      floor('Does one of these describe your skin?', 80);
      floor('What monthly budget feels right for your skin?', 50);
      // Every plan holds a sunscreen whatever the answers, which makes some plans alike.
      floor('How would you describe your skincare experience?', 60);
    } else {
      floor("What's your main skin goal?", 30);
      floor("What's your biggest skin concern?", 80);
      floor('What monthly budget feels comfortable?', 50);
    }
  });
});

describe('the rules can fail', () => {
  const [first] = recommendAll(previewAnswerSpace(), catalogue);

  it('flags a pick made for another skin type, a wrong promise and a misleading badge', () => {
    const wrongType = catalogue.find((product) => product.skinTypes.length > 0 && !product.skinTypes.includes(first!.profile.skinType))!;
    const broken = structuredClone(first!);
    broken.result.routine.picks[0] = { ...broken.result.routine.picks[0]!, productId: wrongType.id };
    broken.result.routine.description = broken.result.routine.description.replace(/\.$/, ', focused on hydration & dryness.');
    broken.result.productMatches.push({ productId: wrongType.id, matchPercent: 90 });
    const problems = problemsOf(broken);
    expect(problems).toContain(`${wrongType.name} is made for ${wrongType.skinTypes.join('/')}, not ${first!.profile.skinType}`);
    expect(problems).toContain(`${wrongType.name} shows a 90% badge but does not suit`);
    const pickedSteps = first!.picks.map((pick) => pick.routineStep);
    const [word, step] = stepWords.find(([, wordStep]) => !pickedSteps.includes(wordStep))!;
    const claim = `Two products, focused on uneven texture. Your ${word.source.replace(/\\b|\(|\)|\[sz\]|\|.*/g, '')} keeps it.`;
    expect(problemsOf({ ...first!, result: { ...first!.result, routine: { ...first!.result.routine, description: claim } } })).toEqual(expect.arrayContaining([`summary mentions ${step} without the pick`]));
    const noSunscreen = structuredClone(first!);
    noSunscreen.result.routine.picks = noSunscreen.result.routine.picks.filter((pick) => byId.get(pick.productId)!.routineStep !== 'spf');
    expect(problemsOf(noSunscreen).some((problem) => problem.startsWith('no sunscreen where'))).toBe(true);
  });

  it('flags a step said to be left out but picked', () => {
    const broken = structuredClone(first!);
    const pickedStep = byId.get(broken.result.routine.picks[0]!.productId)!.routineStep;
    broken.result.routine.leftOutSteps = [pickedStep];
    expect(problemsOf(broken)).toContain(`left out ${pickedStep} but picked it`);
  });
});

describe('the demo catalogue', () => {
  it('answers the same plan whatever the visitor says to the statement question, which the engine does not read', () => {
    const space = fullAnswerSpace();
    const sample = space.answers.filter((_answers, index) => index % 97 === 0);
    for (const answers of sample) {
      const plans = ['strongly_agree', 'confident'].map((statement) => recommendAll({ ...space, answers: [{ ...answers, question_2: statement }] }, catalogue)[0]!.plan);
      expect(plans[0]).toBe(plans[1]);
    }
  });
});
