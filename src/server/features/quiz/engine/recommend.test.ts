import { describe, expect, it } from 'vitest';
import type { FullQuizAnswers, PreviewQuizAnswers } from '../../../../shared/quiz.js';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';
import { builtInRules } from './built-in-rules.js';
import type { EngineProduct, RecommendationResult } from './engine-types.js';
import { fixtureCatalogue } from '../../../../../test/support/fixture-catalogue.js';
import { profileFromFullAnswers } from './full-profile.js';
import { profileFromPreviewAnswers } from './preview-profile.js';
import { tierRank } from './profile-labels.js';
import { MAX_PRODUCT_MATCHES, recommend } from './recommend.js';
import { MATCH_BADGE_MIN_PERCENT } from '../../../../shared/match-badge.js';

type Full = [FullQuizAnswers['question_1'], FullQuizAnswers['question_2'], FullQuizAnswers['question_3'], FullQuizAnswers['question_4'], FullQuizAnswers['question_5'], FullQuizAnswers['question_6'], FullQuizAnswers['question_7'], FullQuizAnswers['question_8']];

function fullAnswers(values: Full): FullQuizAnswers {
  const [question_1, question_2, question_3, question_4, question_5, question_6, question_7, question_8] = values;
  return { question_1, question_2, question_3, question_4, question_5, question_6, question_7, question_8 };
}

const bandMax = { budget: 7_500, moderate: 15_000, premium: 25_000, luxury: Number.POSITIVE_INFINITY } as const;
const byId = new Map(fixtureCatalogue.map((product) => [product.id, product]));

function picksOf(result: RecommendationResult): EngineProduct[] {
  return result.routine.picks.map((pick) => byId.get(pick.productId)!);
}

interface Case {
  name: string;
  answers: Full;
  skinType: string;
  primaryConcern: string;
  maxProducts: number;
}

const cases: Case[] = [
  { name: 'sensitive beginner on a budget', answers: ['confidence', 'strongly_agree', 'compliments', 'beginner', 'daily', 'sensitive', 'rushed', 'budget'], skinType: 'Sensitive', primaryConcern: 'Redness & sensitivity', maxProducts: 3 },
  { name: 'acne-prone, wants clear skin, moderate', answers: ['clear', 'somewhat_agree', 'texture', 'intermediate', 'work', 'acne_prone', 'balanced', 'moderate'], skinType: 'Oily', primaryConcern: 'Breakouts & blemishes', maxProducts: 4 },
  { name: 'mature, anti-ageing, luxury ritual', answers: ['aging', 'confident', 'photos', 'advanced', 'special', 'mature', 'luxurious', 'luxury'], skinType: 'Dry', primaryConcern: 'Fine lines & firmness', maxProducts: 6 },
  { name: 'glow seeker, premium, balanced', answers: ['glow', 'neutral', 'compliments', 'intermediate', 'social', 'none', 'balanced', 'premium'], skinType: 'Dry', primaryConcern: 'Dullness & radiance', maxProducts: 4 },
  { name: 'overwhelmed, inconsistent, budget', answers: ['confidence', 'strongly_agree', 'makeup_less', 'overwhelmed', 'daily', 'none', 'inconsistent', 'budget'], skinType: 'Combination', primaryConcern: 'Dark spots & uneven tone', maxProducts: 2 },
  { name: 'sensitive and luxurious, luxury', answers: ['glow', 'confident', 'compliments', 'advanced', 'social', 'sensitive', 'luxurious', 'luxury'], skinType: 'Sensitive', primaryConcern: 'Dullness & radiance', maxProducts: 6 },
  { name: 'acne-prone beginner on a budget', answers: ['confidence', 'somewhat_agree', 'makeup_less', 'beginner', 'social', 'acne_prone', 'rushed', 'budget'], skinType: 'Combination', primaryConcern: 'Breakouts & blemishes', maxProducts: 3 },
  { name: 'clear skin, no concerns, luxury advanced', answers: ['clear', 'confident', 'photos', 'advanced', 'work', 'none', 'balanced', 'luxury'], skinType: 'Oily', primaryConcern: 'Breakouts & blemishes', maxProducts: 5 },
  { name: 'ageing, sensitive, moderate', answers: ['aging', 'neutral', 'texture', 'intermediate', 'work', 'sensitive', 'balanced', 'moderate'], skinType: 'Sensitive', primaryConcern: 'Fine lines & firmness', maxProducts: 4 },
  { name: 'mature beginner, premium', answers: ['glow', 'strongly_agree', 'photos', 'beginner', 'special', 'mature', 'luxurious', 'premium'], skinType: 'Dry', primaryConcern: 'Dullness & radiance', maxProducts: 3 },
  { name: 'texture focus, rushed advanced, moderate', answers: ['confidence', 'confident', 'texture', 'advanced', 'work', 'none', 'rushed', 'moderate'], skinType: 'Combination', primaryConcern: 'Uneven texture', maxProducts: 3 },
  { name: 'acne-prone, luxurious advanced, premium', answers: ['clear', 'neutral', 'compliments', 'advanced', 'special', 'acne_prone', 'luxurious', 'premium'], skinType: 'Oily', primaryConcern: 'Breakouts & blemishes', maxProducts: 6 },
  { name: 'anti-ageing on a small budget', answers: ['aging', 'somewhat_agree', 'photos', 'intermediate', 'daily', 'none', 'inconsistent', 'budget'], skinType: 'Normal', primaryConcern: 'Fine lines & firmness', maxProducts: 3 },
];

const results = new Map(cases.map((c) => [c.name, recommend(profileFromFullAnswers(fullAnswers(c.answers)), fixtureCatalogue)]));

describe('recommendation engine, full quiz', () => {
  it.each(cases)('$name: profile, budget, safety and size', (c) => {
    const result = results.get(c.name)!;
    const [, , , experience, , safety, , budget] = c.answers;
    const picks = picksOf(result);
    // The sunscreen (and an anti-aging goal's serum) come on top of the planned count.
    const onTop = profileFromFullAnswers(fullAnswers(c.answers)).requiredSteps.length;
    expect(result.skinAnalysis.skinType).toBe(c.skinType);
    expect(result.skinAnalysis.primaryConcern).toBe(c.primaryConcern);
    expect(result.skinAnalysis.secondaryConcerns).not.toContain(c.primaryConcern);
    expect(picks.length).toBeGreaterThanOrEqual(2);
    expect(picks.length).toBeLessThanOrEqual(c.maxProducts + onTop);
    if (experience === 'beginner') expect(picks.length).toBeLessThanOrEqual(3 + onTop);
    expect(picks.map((p) => p.routineStep)).toContain('spf');

    // Budget respected: the total fits the band and no product is above the chosen tier.
    expect(picks.reduce((sum, p) => sum + p.price, 0)).toBeLessThanOrEqual(bandMax[budget]);
    for (const p of picks) expect(tierRank[p.budgetTier]).toBeLessThanOrEqual(tierRank[budget]);

    if (safety === 'sensitive') for (const p of picks) expect(p.fragranceFree && !p.harshActives, p.name).toBe(true);
    if (safety === 'acne_prone') {
      for (const p of picks) expect(p.nonComedogenic, p.name).toBe(true);
      expect(picks.some((p) => p.concerns.includes('acne'))).toBe(true);
    }
    if (experience === 'beginner' || experience === 'overwhelmed') for (const p of picks) expect(p.harshActives, p.name).toBe(false);

    // Skincare only, in application order, each with its own reason and fit.
    const order = ['cleanser', 'toner', 'serum', 'treatment', 'eye', 'moisturiser', 'spf', 'mask'];
    expect(picks.map((p) => order.indexOf(p.routineStep))).toEqual([...picks.map((p) => order.indexOf(p.routineStep))].sort((a, b) => a - b));
    for (const pick of result.routine.picks) {
      expect(pick.reason).toMatch(/^[A-Z].{20,}\.$/);
      expect(pick.matchPercent).toBeGreaterThan(0);
    }
    expect(Number.isInteger(result.matchScore)).toBe(true);
    expect(result.matchScore).toBeGreaterThanOrEqual(0);
    expect(result.matchScore).toBeLessThanOrEqual(100);
    // Only the products that earn a badge, best first; every one of them in a small catalogue.
    const percents = result.productMatches.map((match) => match.matchPercent);
    expect(percents.length).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    for (const percent of percents) expect(percent).toBeGreaterThanOrEqual(MATCH_BADGE_MIN_PERCENT);
    for (const percent of percents) expect(percent).toBeLessThanOrEqual(100);
    for (const pick of result.routine.picks.filter((p) => p.matchPercent >= MATCH_BADGE_MIN_PERCENT)) {
      expect(result.productMatches).toContainEqual({ productId: pick.productId, matchPercent: pick.matchPercent });
    }
  });

  it('gives visibly different results to different answers', () => {
    const all = [...results.values()];
    const routines = new Set(all.map((r) => r.routine.picks.map((p) => p.productId).join(',')));
    const scores = new Set(all.map((r) => r.matchScore));
    expect(routines.size).toBeGreaterThanOrEqual(10);
    expect(scores.size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((r) => r.routine.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('ties Q7 to the routine length and Q8 to the tier', () => {
    expect(results.get('sensitive beginner on a budget')!.routine).toMatchObject({ routineLength: '5-minute express routine', budgetTier: 'Smart essentials' });
    expect(results.get('mature, anti-ageing, luxury ritual')!.routine).toMatchObject({ routineLength: '10-15 minute self-care ritual', budgetTier: 'Luxury ritual' });
  });

  it('gives a premium budget premium products where they suit nearly as well, and names the tier of the picks', () => {
    const premium = profileFromFullAnswers(fullAnswers(['glow', 'neutral', 'compliments', 'intermediate', 'social', 'none', 'balanced', 'premium']));
    // A budget serum for dry skin's dullness and dryness, and a premium one for dullness on any skin: a little less fit.
    const serums = [
      { ...byId.get(1)!, id: 901, name: 'Budget Glow Serum', routineStep: 'serum' as const, budgetTier: 'budget' as const, price: 1500, concerns: ['dullness', 'dryness'] as const, skinTypes: ['dry'] as const },
      { ...byId.get(1)!, id: 902, name: 'Premium Glow Serum', routineStep: 'serum' as const, budgetTier: 'premium' as const, price: 5200, concerns: ['dullness'] as const, skinTypes: [] as const },
    ].map((serum) => ({ ...serum, concerns: [...serum.concerns], skinTypes: [...serum.skinTypes] }));
    const catalogue = [...fixtureCatalogue.filter((product) => product.routineStep !== 'serum'), ...serums];
    const chosen = recommend(premium, catalogue);
    expect(chosen.routine.picks.map((pick) => pick.productId)).toContain(902);
    const fits = new Map(chosen.productMatches.map((match) => [match.productId, match.matchPercent]));
    expect(fits.get(901)!).toBeGreaterThanOrEqual(fits.get(902)!);
    // A moderate budget may not buy the premium one; the card names the tier most picks are in.
    const moderate = recommend({ ...premium, budgetTier: 'moderate', budgetMaxCents: 15_000 }, catalogue);
    expect(moderate.routine.picks.map((pick) => pick.productId)).toContain(901);
    const tierOf = new Map(catalogue.map((product) => [product.id, product.budgetTier]));
    const tiersOf = (result: RecommendationResult) => result.routine.picks.map((pick) => tierOf.get(pick.productId));
    expect({ tiers: tiersOf(moderate), label: moderate.routine.budgetTier }).toEqual({ tiers: ['budget', 'budget', 'moderate', 'moderate', 'budget'], label: 'Smart essentials' });
    expect(moderate.routine.budgetNote).toBe('Smart essentials: the best fit for your dry skin within your $150 a month: no pricier product suits it nearly as well.');
    // Two premium and two moderate picks (and the fixture's one sunscreen): the higher of two as common.
    expect({ tiers: tiersOf(chosen), label: chosen.routine.budgetTier }).toEqual({ tiers: ['premium', 'premium', 'moderate', 'moderate', 'budget'], label: 'Premium routine' });
  });

  it('writes reasons from the visitor’s own answers', () => {
    const sensitive = results.get('sensitive beginner on a budget')!;
    expect(sensitive.routine.picks.every((pick) => pick.reason.includes('fragrance-free'))).toBe(true);
    const acne = results.get('acne-prone, wants clear skin, moderate')!;
    expect(acne.routine.picks.some((pick) => pick.reason.startsWith('Targets breakouts & blemishes'))).toBe(true);
  });

  it('is deterministic and ignores catalogue order', () => {
    const answers = fullAnswers(cases[1]!.answers);
    const first = recommend(profileFromFullAnswers(answers), fixtureCatalogue);
    expect(recommend(profileFromFullAnswers(answers), [...fixtureCatalogue].reverse())).toEqual(first);
  });

  it('leaves a step out and says so rather than pick a product made for another skin type', () => {
    const answers = fullAnswers(['glow', 'neutral', 'compliments', 'intermediate', 'social', 'none', 'balanced', 'premium']);
    const profile = profileFromFullAnswers(answers);
    expect(profile.skinType).toBe('dry');
    // Only the oil-free gel (for oily and combination skin) is left among the moisturisers.
    const withoutDryMoisturisers = fixtureCatalogue.filter((p) => p.routineStep !== 'moisturiser' || !p.skinTypes.includes('dry'));
    const result = recommend(profile, withoutDryMoisturisers);
    const picks = picksOf(result);
    expect(picks.map((p) => p.routineStep)).not.toContain('moisturiser');
    expect(result.routine.leftOutSteps).toEqual(['moisturiser']);
    expect(result.routine.description).toContain('We left out the moisturiser: nothing in our range suits your skin and budget there yet');
    expect(picks.length).toBe(profile.productCount);
    // The gel made for other skin types earns no badge.
    expect(result.productMatches.map((match) => match.productId)).not.toContain(17);
    expect(recommend(profile, fixtureCatalogue).routine.leftOutSteps).toEqual([]);
  });

  it('scores a poor fit lower than a good one and uses the default 94 only without data', () => {
    const answers = fullAnswers(cases[1]!.answers);
    const good = recommend(profileFromFullAnswers(answers), fixtureCatalogue);
    // Only fragranced, comedogenic products left: nothing is safe for acne-prone skin.
    const unsuitable = fixtureCatalogue.filter((p) => !p.nonComedogenic);
    const poor = recommend(profileFromFullAnswers(answers), unsuitable);
    expect(poor.routine.picks).toEqual([]);
    expect(poor.matchScore).toBeLessThan(good.matchScore);
    expect(recommend(profileFromFullAnswers(answers), []).matchScore).toBe(94);
  });

  it('says plainly that it picked nothing when nothing suits, promising nothing about picks', () => {
    const answers = fullAnswers(cases[1]!.answers);
    const unsuitable = fixtureCatalogue.filter((p) => !p.nonComedogenic);
    for (const catalogue of [[], unsuitable]) {
      const { routine } = recommend(profileFromFullAnswers(answers), catalogue);
      expect(routine.picks).toEqual([]);
      expect(routine.description).toMatch(/^No products for [a-z-]+ skin yet: nothing in our range suits your skin and budget/);
      expect(routine.description).not.toMatch(/Every pick|0 products/);
    }
  });
});

const previewCases: { answers: PreviewQuizAnswers; max: number; primary: string }[] = [
  { answers: { skinGoal: 'confidence', skinConcern: 'sensitive', budget: 'under_75', lifestyle: 'very_busy' }, max: 7_500, primary: 'Redness & sensitivity' },
  { answers: { skinGoal: 'specific_concerns', skinConcern: 'acne', budget: '75_150', lifestyle: 'some_time' }, max: 15_000, primary: 'Breakouts & blemishes' },
  { answers: { skinGoal: 'try_new', skinConcern: 'fine_lines', budget: '150_300', lifestyle: 'long_routines' }, max: 30_000, primary: 'Fine lines & firmness' },
  { answers: { skinGoal: 'maintain', skinConcern: 'dryness', budget: 'over_300', lifestyle: 'self_care' }, max: Number.POSITIVE_INFINITY, primary: 'Hydration & dryness' },
];

describe('recommendation engine, preview quiz', () => {
  it.each(previewCases)('$answers.skinConcern / $answers.budget', ({ answers, max, primary }) => {
    const result = recommend(profileFromPreviewAnswers(answers), fixtureCatalogue);
    const picks = picksOf(result);
    expect(result.skinAnalysis.primaryConcern).toBe(primary);
    expect(picks.length).toBeGreaterThanOrEqual(2);
    expect(picks.reduce((sum, p) => sum + p.price, 0)).toBeLessThanOrEqual(max);
    if (answers.skinConcern === 'sensitive') for (const p of picks) expect(p.fragranceFree && !p.harshActives).toBe(true);
    if (answers.skinConcern === 'acne') for (const p of picks) expect(p.nonComedogenic).toBe(true);
  });

  it('uses the preview band of $150-300, wider than the full quiz’s $150-250', () => {
    const profile = profileFromPreviewAnswers({ skinGoal: 'try_new', skinConcern: 'fine_lines', budget: '150_300', lifestyle: 'long_routines' });
    expect(profile.budgetMaxCents).toBe(30_000);
  });
});

describe('recommendation engine under edited rules', () => {
  const answers = fullAnswers(['glow', 'neutral', 'compliments', 'beginner', 'social', 'none', 'balanced', 'premium']);
  const withRules = (change: Partial<RecommendationRules>) => ({ ...builtInRules, ...change });
  const plan = (rules: RecommendationRules) => picksOf(recommend(profileFromFullAnswers(answers, rules), fixtureCatalogue));

  it('keeps an excluded product out of the routine and below a badge, only for the visitors the rule names', () => {
    const [first] = plan(builtInRules);
    const excluded = withRules({ preferences: [{ productId: first!.id, concern: null, skinType: 'dry', effect: 'exclude' }] });
    const result = recommend(profileFromFullAnswers(answers, excluded), fixtureCatalogue);
    expect(picksOf(result).map((p) => p.id)).not.toContain(first!.id);
    expect(result.productMatches.map((match) => match.productId)).not.toContain(first!.id);
    const forOilySkin = withRules({ preferences: [{ productId: first!.id, concern: null, skinType: 'oily', effect: 'exclude' }] });
    expect(plan(forOilySkin).map((p) => p.id)).toContain(first!.id);
  });

  it('lets a preferred product win its step, but never over safety or skin type', () => {
    const serums = plan(builtInRules).filter((p) => p.routineStep === 'serum');
    // Hyaluronic Serum: for every skin type, no harsh actives, but it targets dryness, not the primary dullness.
    const rival = fixtureCatalogue.find((p) => p.id === 10)!;
    expect(serums.map((p) => p.id)).not.toContain(rival.id);
    const preferred = withRules({ preferences: [{ productId: rival.id, concern: 'dullness', skinType: null, effect: 'prefer' }] });
    expect(plan(preferred).map((p) => p.id)).toContain(rival.id);
    const oilyOnly = fixtureCatalogue.find((p) => p.routineStep === 'serum' && p.skinTypes.length > 0 && !p.skinTypes.includes('dry'))!;
    const wrongType = withRules({ preferences: [{ productId: oilyOnly.id, concern: null, skinType: null, effect: 'prefer' }] });
    expect(plan(wrongType).map((p) => p.id)).not.toContain(oilyOnly.id);
  });

  it('fills the essential steps it is given and keeps the total inside an edited band', () => {
    const sunscreenFirst = withRules({ essentialSteps: ['cleanser', 'spf', 'moisturiser'], laterSteps: ['serum', 'treatment', 'toner', 'eye', 'mask'] });
    expect(plan(sunscreenFirst).map((p) => p.routineStep)).toEqual(['cleanser', 'moisturiser', 'spf']);
    const tight = withRules({ budgetBands: { ...builtInRules.budgetBands, full: { budget: 5_000, moderate: 6_000, premium: 8_000 } } });
    expect(plan(tight).reduce((sum, p) => sum + p.price, 0)).toBeLessThanOrEqual(8_000);
    expect(plan(builtInRules).reduce((sum, p) => sum + p.price, 0)).toBeGreaterThan(8_000);
  });

  it('reads concern weights from the rules', () => {
    const agingGoal = withRules({ concernWeights: { ...builtInRules.concernWeights, goal: { ...builtInRules.concernWeights.goal, glow: { aging: 5 } } } });
    expect(recommend(profileFromFullAnswers(answers, agingGoal), fixtureCatalogue).skinAnalysis.primaryConcern).toBe('Fine lines & firmness');
  });

  it('keeps a bounded list of badge matches however large the catalogue, best first', () => {
    const profile = profileFromFullAnswers(fullAnswers(cases[3]!.answers));
    const big = Array.from({ length: 30 }, (_, copy) => fixtureCatalogue.map((product) => ({ ...product, id: product.id + 1000 * (copy + 1) }))).flat();
    const result = recommend(profile, big);
    expect(result.productMatches).toHaveLength(MAX_PRODUCT_MATCHES);
    const best = Math.max(...big.map((product) => recommend(profile, [product]).productMatches[0]?.matchPercent ?? 0));
    expect(result.productMatches[0]?.matchPercent).toBe(best);
  });
});
