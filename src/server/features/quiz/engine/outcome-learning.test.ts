import { describe, expect, it } from 'vitest';
import type { FullQuizAnswers } from '../../../../shared/quiz.js';
import { demoCatalogue } from '../../catalog/api.js';
import { profileFromFullAnswers } from './full-profile.js';
import { EXPLORE_PERCENT, evidenceFor, explores, learnedFit, type OutcomeTally, segmentOf } from './outcome-learning.js';
import { recommend } from './recommend.js';

const catalogue = demoCatalogue();
const byId = new Map(catalogue.map((product) => [product.id, product]));
const answers = (skin: FullQuizAnswers['question_1'], safety: FullQuizAnswers['question_6']): FullQuizAnswers => ({
  question_1: skin,
  question_2: 'neutral',
  question_3: 'texture',
  question_4: 'intermediate',
  question_5: 'daily',
  question_6: safety,
  question_7: 'balanced',
  question_8: 'moderate',
});
// "Calm breakouts" on clear skin reads as oily skin; "glow" as dry skin.
const oily = profileFromFullAnswers(answers('clear', 'none'));
const dry = profileFromFullAnswers(answers('glow', 'none'));
const sessionThatExploits = Array.from({ length: 100 }, (_, n) => `session_1795000000000_${n.toString(16).padStart(12, '0')}`).find((id) => !explores(id))!;

describe('learning from "is it working?" answers', () => {
  it('moves nothing on evidence weighing less than one answer (weak signals of people who never bought it)', () => {
    expect(learnedFit(97, { works: 0, notForMe: 0.25 }, false)).toBe(97);
    expect(learnedFit(97, { works: 0.75, notForMe: 0 }, true)).toBe(learnedFit(97, undefined, true));
    expect(learnedFit(97, { works: 0, notForMe: 1 }, false)).toBeLessThan(97);
  });
  it('weighs a fit by the answers: at the expected share nothing changes, "not for me" sinks it, "works" raises it', () => {
    expect(learnedFit(80, undefined, false)).toBe(80);
    expect(learnedFit(80, { works: 7, notForMe: 3 }, false)).toBe(80);
    expect(learnedFit(80, { works: 0, notForMe: 12 }, false)).toBeLessThan(40);
    expect(learnedFit(80, { works: 12, notForMe: 0 }, false)).toBeGreaterThan(90);
    // One or two answers barely move it: the prior weighs 8 answers.
    expect(Math.abs(learnedFit(80, { works: 0, notForMe: 1 }, false) - 80)).toBeLessThanOrEqual(10);
    // Exploring favours what few people answered about over a product as good on paper with many answers.
    expect(learnedFit(80, undefined, true)).toBeGreaterThan(learnedFit(80, { works: 70, notForMe: 30 }, true));
  });

  it('ranks the product oily skin says does not work lower for oily skin only, inside the safety and budget rules', () => {
    const before = recommend(oily, catalogue);
    const dryBefore = recommend(dry, catalogue);
    const first = before.routine.picks.find((pick) => byId.get(pick.productId)!.routineStep === 'serum')!;
    expect(first).toBeDefined();
    expect(segmentOf(oily)).not.toBe(segmentOf(dry));
    const tallies = new Map([[segmentOf(oily), new Map<number, OutcomeTally>([[first.productId, { works: 1, notForMe: 14 }]])]]);

    const after = recommend(oily, catalogue, evidenceFor(tallies, oily, sessionThatExploits));
    expect(after.routine.picks.map((pick) => pick.productId)).not.toContain(first.productId);
    const replacement = after.routine.picks.find((pick) => byId.get(pick.productId)!.routineStep === 'serum')!;
    expect(byId.get(replacement.productId)!.skinTypes.length === 0 || byId.get(replacement.productId)!.skinTypes.includes('oily')).toBe(true);
    const total = after.routine.picks.reduce((sum, pick) => sum + byId.get(pick.productId)!.price, 0);
    expect(total).toBeLessThanOrEqual(oily.budgetMaxCents!);
    const badge = (result: typeof before) => result.productMatches.find((match) => match.productId === first.productId)?.matchPercent ?? 0;
    expect(badge(after)).toBeLessThan(badge(before));

    // Dry skin's segment has no answers: its result is the rules' own.
    expect(recommend(dry, catalogue, evidenceFor(tallies, dry, sessionThatExploits))).toEqual(dryBefore);
  });

  it('leaves the representative’s pinned product first in its step, whatever the answers', () => {
    const serum = recommend(oily, catalogue).routine.picks.find((pick) => byId.get(pick.productId)!.routineStep === 'serum')!;
    const pinned = { ...oily, preferredProductIds: new Set([serum.productId]) };
    const tallies = new Map([[segmentOf(oily), new Map<number, OutcomeTally>([[serum.productId, { works: 0, notForMe: 40 }]])]]);
    const after = recommend(pinned, catalogue, evidenceFor(tallies, pinned, sessionThatExploits));
    expect(after.routine.picks.map((pick) => pick.productId)).toContain(serum.productId);
    // Unpinned, the same answers take it out.
    expect(recommend(oily, catalogue, evidenceFor(tallies, oily, sessionThatExploits)).routine.picks.map((pick) => pick.productId)).not.toContain(serum.productId);
  });

  it('explores in a fixed share of sessions, the same for a session every time', () => {
    const sessions = Array.from({ length: 2_000 }, (_, n) => `session_1795000000000_${(n * 7919).toString(16).padStart(12, '0')}`);
    const share = sessions.filter(explores).length / sessions.length;
    expect(share).toBeGreaterThan((EXPLORE_PERCENT - 3) / 100);
    expect(share).toBeLessThan((EXPLORE_PERCENT + 3) / 100);
    for (const id of sessions.slice(0, 50)) expect(explores(id)).toBe(explores(id));
  });
});
