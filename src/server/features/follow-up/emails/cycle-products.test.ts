import { describe, expect, it } from 'vitest';
import type { RoutineStep } from '../../../../shared/catalog.js';
import type { CatalogProduct } from '../../catalog/api.js';
import type { CurrentRecommendation } from '../../quiz/api.js';
import { cycleProducts } from './cycling-guide-email.js';

/** A recommendation with just what the guide reads of its picks. */
function recommendationOf(picks: Array<[RoutineStep, string, boolean]>): CurrentRecommendation {
  return {
    picks: picks.map(([step, name, harshActives]) => ({ step, reason: '', product: { name, harshActives } as CatalogProduct })),
  } as CurrentRecommendation;
}

describe('the skin-cycling guide with her products', () => {
  it('never makes an eye cream or a cleanser a night treatment: they are for every night', () => {
    const gentle = recommendationOf([
      ['cleanser', 'Micellar Water', false],
      ['eye', 'Peptide Eye Cream', false],
      ['moisturiser', 'Barrier Cream', false],
    ]);
    expect(cycleProducts(gentle, true)).toEqual([['Every night', ['Micellar Water', 'Peptide Eye Cream', 'Barrier Cream']]]);
    const active = recommendationOf([
      ['cleanser', 'BHA Cleanser', true],
      ['eye', 'Retinol Eye Cream', true],
      ['serum', 'Retinol Serum', true],
      ['moisturiser', 'Rich Cream', false],
    ]);
    expect(cycleProducts(active, false)).toEqual([
      ['Every night', ['BHA Cleanser', 'Retinol Eye Cream', 'Rich Cream']],
      ['On your active nights (1 and 2)', ['Retinol Serum']],
    ]);
  });

  it('puts strong actives on the active nights, gentle serums and masks on the others, a gentle toner every night and sunscreen in the morning', () => {
    const picks = recommendationOf([
      ['cleanser', 'Gel Cleanser', false],
      ['toner', 'Glycolic Toner', true],
      ['serum', 'Hyaluronic Serum', false],
      ['mask', 'Overnight Mask', false],
      ['moisturiser', 'Gel Cream', false],
      ['spf', 'Daily SPF 50', false],
    ]);
    expect(cycleProducts(picks, false)).toEqual([
      ['Every night', ['Gel Cleanser', 'Gel Cream']],
      ['On your active nights (1 and 2)', ['Glycolic Toner']],
      ['On your recovery nights (3 and 4)', ['Hyaluronic Serum', 'Overnight Mask']],
      ['Every morning', ['Daily SPF 50']],
    ]);
    const gentleToner = recommendationOf([['toner', 'Rose Toner', false]]);
    expect(cycleProducts(gentleToner, true)).toEqual([['Every night', ['Rose Toner']]]);
  });
});
