import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './audit-changes';

describe('changedFields', () => {
  it('lists only the fields that differ, in words, without the bookkeeping', () => {
    const before = { id: 7, name: 'Oat Cream', price: 2400, tags: ['a'], fragranceFree: false, status: 'active', version: 3, updatedAt: '2026-01-01T10:00:00.000Z' };
    const after = { id: 7, name: 'Oat Cream', price: 2250, tags: ['a', 'b'], fragranceFree: true, status: 'archived', version: 4, updatedAt: '2026-01-02T10:00:00.000Z' };
    expect(changedFields(before, after)).toEqual([
      { field: 'Price', before: '$24.00', after: '$22.50' },
      { field: 'Tags', before: 'a', after: 'a, b' },
      { field: 'Fragrance-free', before: 'no', after: 'yes' },
      { field: 'Status', before: 'Active', after: 'Archived' },
    ]);
  });

  it('shows every field of a creation as new', () => {
    expect(changedFields(null, { name: 'Serum', active: true, concerns: ['dark_spots', 'aging'] })).toEqual([
      { field: 'Name', before: '—', after: 'Serum' },
      { field: 'Offered', before: '—', after: 'yes' },
      { field: 'Concerns it targets', before: '—', after: 'dark spots, aging' },
    ]);
  });

  it('opens nested settings into one field each and names fields in words', () => {
    const before = { budgetBands: { full: { budget: 6000, moderate: 12000 } }, freeShippingThresholdCents: 5000 };
    const after = { budgetBands: { full: { budget: 7000, moderate: 12000 } }, freeShippingThresholdCents: null };
    expect(changedFields(before, after)).toEqual([
      { field: 'Budget bands › Full › Budget', before: '$60.00', after: '$70.00' },
      { field: 'Free shipping from', before: '$50.00', after: '—' },
    ]);
  });

  it('shows a claim decision and a points adjustment as a person would say them', () => {
    expect(changedFields({ status: 'pending' }, { status: 'approved', decidedBy: 'representative', points: 120, totalCents: 4850 })).toEqual([
      { field: 'Status', before: 'Waiting for review', after: 'Approved' },
      { field: 'Decided by', before: '—', after: 'The representative' },
      { field: 'Points', before: '—', after: '120' },
      { field: 'Order total', before: '—', after: '$48.50' },
    ]);
    expect(changedFields({ pointsBalance: 1200 }, { pointsBalance: 1250, points: 50, reason: 'Goodwill' })).toEqual([
      { field: 'Points balance', before: '1,200', after: '1,250' },
      { field: 'Points', before: '—', after: '50' },
      { field: 'Reason', before: '—', after: 'Goodwill' },
    ]);
  });

  it('shows a value that is not a record (an import report) whole, and lists of records as a count', () => {
    expect(changedFields(null, 12)).toEqual([{ field: 'Value', before: '—', after: '12' }]);
    expect(changedFields('a', 'b')).toEqual([{ field: 'Value', before: 'a', after: 'b' }]);
    expect(showValue([{ productId: 1 }, { productId: 2 }])).toBe('2 entries');
    expect(showValue(3, 'concernWeights.goal.glow.dullness')).toBe('3');
    expect(showValue('dark_spots')).toBe('dark spots');
    expect(showValue('2026-03-04T05:06:00.000Z')).toBe('Mar 4, 2026, 5:06 AM UTC');
  });
});
