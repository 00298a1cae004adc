import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('changedFields', () => {
  it('lists only the fields that differ, without the version bookkeeping', () => {
    const before = { id: 7, name: 'Oat Cream', price: 2400, tags: ['a'], version: 3, updatedAt: '2026-01-01' };
    const after = { id: 7, name: 'Oat Cream', price: 2200, tags: ['a', 'b'], version: 4, updatedAt: '2026-01-02' };
    expect(changedFields(before, after)).toEqual([
      { field: 'price', before: '2400', after: '2200' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows every field of a creation as new', () => {
    expect(changedFields(null, { name: 'Serum', active: true })).toEqual([
      { field: 'name', before: '—', after: 'Serum' },
      { field: 'active', before: '—', after: 'true' },
    ]);
  });

  it('shows a value that is not a record (an import report) whole', () => {
    expect(changedFields(null, 12)).toEqual([{ field: '', before: '—', after: '12' }]);
    expect(changedFields('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
  });
});
