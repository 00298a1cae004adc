import { describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '../../../shared/audit.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, claimIdOf, newMember, uniqueOrderNumber } from '../../../../test/support/loyalty-test-helpers.js';
import { ERASED_PERSON } from './audit-subject-names.js';
import { listAudit, recordAudit } from './audit.service.js';

const t = useTestApp();

async function history(query: string): Promise<AuditRow[]> {
  const response = await asRep(t, 'GET', `/api/admin/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
}

async function memberOf(code: string): Promise<{ id: number; email: string; personId: string }> {
  const [row] = await t.db.dataSource.query(`SELECT id, email, "personId" FROM loyalty_member WHERE "loyaltyCode" = $1`, [code]);
  return row;
}

describe('the change history names its subjects', () => {
  it('names products and articles by their current name, and a deleted one by the name its entry kept', async () => {
    const [product] = await t.db.dataSource.query(`SELECT id, name FROM product ORDER BY id LIMIT 1`);
    const [article] = await t.db.dataSource.query(`SELECT id, title FROM article ORDER BY id LIMIT 1`);
    await t.db.dataSource.transaction(async (manager) => {
      await recordAudit(manager, { area: 'product', subject: String(product.id), action: 'update', before: { price: 2400 }, after: { price: 2200 } });
      await recordAudit(manager, { area: 'product', subject: '987654', action: 'create', after: { name: 'Long Gone Serum', price: 3100 } });
      await recordAudit(manager, { area: 'article', subject: String(article.id), action: 'update', before: { status: 'draft' }, after: { status: 'published' } });
      await recordAudit(manager, { area: 'store-settings', subject: 'store', action: 'update', before: { phone: null }, after: { phone: '555-0100' } });
    });
    const products = await history('area=product');
    expect(products.find((entry) => entry.subject === String(product.id))?.subjectName).toBe(product.name);
    expect(products.find((entry) => entry.subject === '987654')?.subjectName).toBe('Long Gone Serum');
    expect((await history('area=article'))[0]).toMatchObject({ subject: String(article.id), subjectName: article.title });
    expect((await history('area=store-settings&limit=1'))[0]?.subjectName).toBe('Store settings');
  });

  it('lists a claim decision and a points adjustment, named by the member, written with the change', async () => {
    const code = await newMember(t.db.dataSource, 'Rosa');
    const member = await memberOf(code);
    const orderNumber = uniqueOrderNumber('AUD');
    const claimed = await t.app.inject({ method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: 4850 } });
    expect(claimed.statusCode, claimed.body).toBeLessThan(300);
    const claimId = claimIdOf(claimed.json().transaction);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [claimId] })).statusCode).toBe(200);
    const adjusted = await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: 25, reason: 'Goodwill for a late parcel' });
    expect(adjusted.statusCode, adjusted.body).toBeLessThan(300);

    const [claim] = await history(`area=loyalty-claim&subject=${claimId}`);
    expect(claim).toMatchObject({
      action: 'approve',
      subjectName: `Order ${orderNumber} by Rosa · ${member.email}`,
      before: { status: 'pending' },
      after: { status: 'approved', decidedBy: 'representative', totalCents: 4850 },
    });
    const [adjustment] = await history(`area=loyalty-adjustment&subject=${member.id}`);
    expect(adjustment).toMatchObject({ action: 'add points', subjectName: `Rosa · ${member.email}`, after: { points: 25, reason: 'Goodwill for a late parcel' } });
    expect(adjustment!.after).toMatchObject({ pointsBalance: (adjustment!.before as { pointsBalance: number }).pointsBalance + 25 });

    // A refused adjustment changes nothing, so it leaves no entry.
    expect((await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: -100_000, reason: 'Too much' })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await history(`area=loyalty-adjustment&subject=${member.id}`)).toHaveLength(1);
  });

  it('finds changes by the name their subject has today, typed in any case; an id still finds its own', async () => {
    const [product] = await t.db.dataSource.query(`SELECT id, name FROM product ORDER BY id DESC LIMIT 1`);
    const code = await newMember(t.db.dataSource, 'Philippa');
    const member = await memberOf(code);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: 5, reason: 'Found by name' })).statusCode).toBeLessThan(300);
    await t.db.dataSource.transaction((manager) =>
      recordAudit(manager, { area: 'product', subject: String(product.id), action: 'update', before: { price: 1000 }, after: { price: 1100 } }),
    );

    const typedName = (product.name as string).slice(2, 12).toUpperCase();
    const byProductName = await history(`subject=${encodeURIComponent(typedName)}`);
    expect(byProductName.some((entry) => entry.area === 'product' && entry.subject === String(product.id))).toBe(true);
    expect(byProductName.every((entry) => entry.subjectName?.toUpperCase().includes(typedName) || entry.subject === typedName)).toBe(true);

    const byMember = await history('subject=philippa&area=loyalty-adjustment');
    expect(byMember.map((entry) => entry.subject)).toContain(String(member.id));
    expect(await history(`subject=${product.id}&area=product`)).toEqual(expect.arrayContaining([expect.objectContaining({ subject: String(product.id) })]));
    // A pattern character is a character: '%' matches no name.
    expect(await history('subject=%25&area=product')).toEqual([]);
  });

  it('names an erased person "erased person", never by the address they had', async () => {
    const code = await newMember(t.db.dataSource, 'Ines');
    const member = await memberOf(code);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: 10, reason: 'Welcome gift' })).statusCode).toBeLessThan(300);
    expect((await asRep(t, 'POST', `/api/admin/people/${member.personId}/notes`, { text: 'Asked about sunscreen' })).statusCode).toBeLessThan(300);
    expect((await history(`area=person&subject=${member.personId}`))[0]!.subjectName).toBe(`Ines · ${member.email}`);

    const erased = await asRep(t, 'POST', `/api/admin/people/${member.personId}/erase`, { confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);
    const entries = [...(await history(`area=person&subject=${member.personId}`)), ...(await history(`area=loyalty-adjustment&subject=${member.id}`))];
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.subjectName)).toEqual([ERASED_PERSON, ERASED_PERSON]);
    const page = await asRep(t, 'GET', '/api/admin/audit?limit=200');
    expect(page.body).not.toContain(member.email);
  });

  it('names a page of many subjects with one query per area, not one per entry', async () => {
    const products = await t.db.dataSource.query<Array<{ id: number }>>(`SELECT id FROM product ORDER BY id LIMIT 20`);
    await t.db.dataSource.transaction(async (manager) => {
      for (const product of products) await recordAudit(manager, { area: 'product', subject: String(product.id), action: 'update', before: { price: 1 }, after: { price: 2 } });
    });
    const spy = vi.spyOn(t.db.dataSource, 'query');
    try {
      const page = await listAudit(t.db.dataSource, { limit: 60 });
      const areas = new Set(page.entries.map((entry) => entry.area));
      expect(page.entries.filter((entry) => entry.area === 'product').length).toBeGreaterThanOrEqual(20);
      expect(page.entries.every((entry) => entry.subjectName !== null || entry.area === 'survey-follow-up')).toBe(true);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(areas.size);
    } finally {
      spy.mockRestore();
    }
  });
});
