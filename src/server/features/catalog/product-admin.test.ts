import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../../../shared/admin-products.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { eventually } from '../../../../test/support/eventually.js';
import { newProductInput } from '../../../../test/support/product-test-helpers.js';

const t = useTestApp();

async function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

async function publicSlugs(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products' });
  return (response.json().products as Array<{ slug: string }>).map((product) => product.slug);
}

async function quizMatches(): Promise<number[]> {
  const sessionId = newSessionId();
  await t.app.inject({ method: 'POST', url: '/api/quiz/start', payload: { sessionId } });
  const response = await t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null } });
  return (response.json().productMatches as Array<{ productId: number }>).map((match) => match.productId);
}

describe('the product back-office', () => {
  it('is the representative\'s only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/products'],
      ['POST', '/api/admin/products'],
      ['PATCH', '/api/admin/products/1'],
      ['GET', '/api/admin/products.csv'],
      ['POST', '/api/admin/products.csv'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    await expect(t.caller.adminProducts.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('creates a product that shows on /products and in new quiz results at once, and audits it', async () => {
    const input = newProductInput();
    const created = await admin('POST', '/api/admin/products', input);
    expect(created.statusCode, created.body).toBe(201);
    const { product } = created.json();
    expect(product).toMatchObject({ ...input, status: 'active', version: 1 });
    await eventually(async () => (await publicSlugs()).includes(input.slug));
    expect(await quizMatches()).toContain(product.id);
    const audit = await admin('GET', `/api/admin/audit?area=product&subject=${product.id}`);
    expect(audit.json().entries).toEqual([expect.objectContaining({ action: 'create', after: expect.objectContaining({ slug: input.slug }) })]);

    const again = await admin('POST', '/api/admin/products', newProductInput({ slug: input.slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ field: 'slug' });
  });

  it.each([
    [{ price: 0 }, 'price'],
    [{ price: 12.5 }, 'price'],
    [{ originalPrice: 100 }, 'originalPrice'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ category: 'shoes' }, 'category'],
    [{ concerns: ['aging', 'aging', 'acne', 'dryness', 'oiliness', 'dullness', 'texture', 'sensitivity', 'dark_spots'] }, 'concerns'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ name: '' }, 'name'],
    [{ name: 'Bad\u0000name' }, 'name'],
    [{ extra: true }, 'extra'],
  ])('refuses %j with a 400 naming %s, creating nothing', async (override, field) => {
    const input = newProductInput(override);
    const response = await admin('POST', '/api/admin/products', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    const list = await admin('GET', `/api/admin/products?search=${input.slug}&status=all`);
    expect(list.json().total).toBe(0);
  });

  it('an edit from an older version answers 409 and overwrites nothing; parallel edits: one wins', async () => {
    const { product } = (await admin('POST', '/api/admin/products', newProductInput())).json();
    const first = await admin('PATCH', `/api/admin/products/${product.id}`, { version: 1, price: 2_600 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().product).toMatchObject({ price: 2_600, version: 2 });
    const stale = await admin('PATCH', `/api/admin/products/${product.id}`, { version: 1, name: 'Stale edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(CHANGED_SINCE_OPENED);

    const racing = await Promise.all([1, 2, 3, 4].map((n) => admin('PATCH', `/api/admin/products/${product.id}`, { version: 2, reason: `Edit ${n}` })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const current = (await admin('GET', `/api/admin/products/${product.id}`)).json().product;
    expect(current).toMatchObject({ version: 3, name: product.name, price: 2_600 });
    expect((await admin('PATCH', '/api/admin/products/999999', { version: 1, price: 100 })).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/products/abc', { version: 1 })).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/products/${product.id}`, { version: 3, originalPrice: 2_000 })).statusCode).toBe(400);
  });

  it('archiving takes a product out of the shop and new results but keeps it in a cart that has it', async () => {
    const { product } = (await admin('POST', '/api/admin/products', newProductInput())).json();
    const sessionId = `cart_${Date.now()}_${randomBytes(16).toString('hex')}`;
    await eventually(async () => (await publicSlugs()).includes(product.slug));
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { sessionId, productId: product.id, quantity: 1 }, remoteAddress: '10.77.0.1' });
    expect(added.statusCode, added.body).toBe(200);

    const archived = await admin('PATCH', `/api/admin/products/${product.id}`, { version: 1, status: 'archived' });
    expect(archived.json().product.status).toBe('archived');
    await eventually(async () => !(await publicSlugs()).includes(product.slug));
    expect(await quizMatches()).not.toContain(product.id);
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart/${sessionId}` });
    expect(JSON.stringify(cart.json())).toContain(product.slug);
    const addAgain = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { sessionId, productId: product.id, quantity: 1 }, remoteAddress: '10.77.0.1' });
    expect(addAgain.statusCode).toBe(404);
    const audit = (await admin('GET', `/api/admin/audit?area=product&subject=${product.id}`)).json().entries;
    expect(audit[0]).toMatchObject({ action: 'archive', before: expect.objectContaining({ status: 'active' }), after: expect.objectContaining({ status: 'archived' }) });
  });

  it('pages, sorts, filters and searches on the server', async () => {
    const page = await admin('GET', '/api/admin/products?category=skincare&sortBy=price&sortDirection=desc&pageSize=5&page=2');
    expect(page.statusCode).toBe(200);
    const { products, total } = page.json();
    expect(products).toHaveLength(5);
    expect(total).toBeGreaterThan(10);
    expect(products.every((product: { category: string }) => product.category === 'skincare')).toBe(true);
    const prices = products.map((product: { price: number }) => product.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const search = await admin('GET', '/api/admin/products?search=oat%20cream%20cleanser');
    expect(search.json().products.map((product: { slug: string }) => product.slug)).toEqual(['gentle-cream-cleanser']);
    const bad = await admin('GET', '/api/admin/products?sortBy=secret');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('sortBy');
  });
});

describe('the product CSV', () => {
  it('exports every product and imports the same file back with nothing changed', async () => {
    const exported = await admin('GET', '/api/admin/products.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const imported = await admin('POST', '/api/admin/products.csv', exported.body, { 'content-type': 'text/csv' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: true, created: 0, updated: 0 });
    expect(imported.json().unchanged).toBe(exported.body.trim().split('\n').length - 1);
  });

  it('creates and updates by slug, all or nothing, with a report per bad row', async () => {
    const exported = (await admin('GET', '/api/admin/products.csv')).body.trim().split('\r\n');
    const header = exported[0]!;
    const [, cleanser] = exported.find((line) => line.startsWith('gentle-cream-cleanser,'))!.match(/^(.*)$/)!;
    const changed = cleanser!.replace(',12.00,15.00,', ',13.00,15.00,');
    const slug = `csv-mask-${randomBytes(3).toString('hex')}`;
    const fresh = `${slug},Clay Mask,A weekly clay mask.,Clears pores.,18.50,,/images/products/gentle-cream-cleanser.svg,Clay|Weekly,skincare,/p/${slug},oiliness|acne,oily,mask,moderate,true,false,true,false,active`;
    const bad = `bad slug!,Thing,Desc,Reason,abc,,/x.svg,,skincare,/p/x,,,mask,moderate,maybe,false,false,false,active`;

    const refused = await admin('POST', '/api/admin/products.csv', [header, changed, fresh, bad].join('\n'), { 'content-type': 'text/csv' });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().report.errors as Array<{ row: number; column: string }>;
    expect(errors.every((error) => error.row === 4)).toBe(true);
    expect(errors.map((error) => error.column)).toEqual(expect.arrayContaining(['slug', 'price', 'fragranceFree']));
    // The price is named in dollars, once; the answer counts the one bad row, not its faults.
    expect(errors.filter((error) => error.column === 'price')).toEqual([{ row: 4, column: 'price', message: 'Price must be an amount in dollars, like 24.50' }]);
    expect(refused.json().report).toMatchObject({ errorRows: 1, errorCount: errors.length });
    expect(refused.json().error.message).toMatch(/^Nothing was imported: 1 row has errors \(row 4: /);
    expect((await admin('GET', `/api/admin/products?search=${slug}&status=all`)).json().total).toBe(0);

    const accepted = await admin('POST', '/api/admin/products.csv', [header, changed, fresh].join('\n'), { 'content-type': 'text/csv' });
    expect(accepted.json()).toMatchObject({ imported: true, created: 1, updated: 1, unchanged: 0 });
    const cleanserNow = (await admin('GET', '/api/admin/products?search=gentle-cream-cleanser')).json().products[0];
    expect(cleanserNow).toMatchObject({ price: 1_300, version: 2 });
    const mask = (await admin('GET', `/api/admin/products?search=${slug}`)).json().products[0];
    expect(mask).toMatchObject({ price: 1_850, originalPrice: null, tags: ['Clay', 'Weekly'], concerns: ['oiliness', 'acne'], routineStep: 'mask' });
    const missing = await admin('POST', '/api/admin/products.csv', 'slug,name\nx,y\n', { 'content-type': 'text/csv' });
    expect(missing.json().error.message).toMatch(/^Nothing was imported: 1 row has errors/);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().report.errors[0].message).toMatch(/no description column/);
  });
});

describe('the product CSV in dollars', () => {
  it('reads prices as a spreadsheet shows them, and names a bad one in dollars', async () => {
    const header = (await admin('GET', '/api/admin/products.csv')).body.split('\r\n')[0]!;
    const row = (slug: string, price: string, originalPrice: string) =>
      `${slug},Dollar Balm,A balm.,Soothes.,${price},${originalPrice},/images/products/gentle-cream-cleanser.svg,,skincare,/p/${slug},,,treatment,budget,true,true,true,false,active`;
    const stamp = randomBytes(3).toString('hex');
    const refused = await admin(
      'POST',
      '/api/admin/products.csv',
      [header, row(`dollar-a-${stamp}`, '24.505', '-1'), row(`dollar-b-${stamp}`, 'abc', '"24,50"'), row(`dollar-c-${stamp}`, '99999999999999', '')].join('\n'),
      { 'content-type': 'text/csv' },
    );
    expect(refused.statusCode).toBe(400);
    const report = refused.json().report;
    expect(report.errors).toEqual([
      { row: 2, column: 'price', message: 'Price must be an amount in dollars, like 24.50' },
      { row: 2, column: 'originalPrice', message: 'Original price must be an amount in dollars, like 24.50' },
      { row: 3, column: 'price', message: 'Price must be an amount in dollars, like 24.50' },
      { row: 3, column: 'originalPrice', message: 'Original price must be an amount in dollars, like 24.50' },
      { row: 4, column: 'price', message: 'Price must be an amount in dollars, like 24.50' },
    ]);
    expect(report).toMatchObject({ errorCount: 5, errorRows: 3 });
    expect(refused.json().error.message).toBe('Nothing was imported: 3 rows have errors (row 2: Price must be an amount in dollars, like 24.50)');

    const accepted = await admin('POST', '/api/admin/products.csv', [header, row(`dollar-a-${stamp}`, '$24.5', '"$1,000.00"'), row(`dollar-b-${stamp}`, '24', '')].join('\n'), {
      'content-type': 'text/csv',
    });
    expect(accepted.json(), accepted.body).toMatchObject({ imported: true, created: 2 });
    const prices = (await admin('GET', `/api/admin/products?search=dollar-&status=all&pageSize=100`)).json().products.filter((product: { slug: string }) => product.slug.endsWith(stamp));
    expect(prices.map((product: { slug: string; price: number; originalPrice: number | null }) => [product.slug, product.price, product.originalPrice])).toEqual([
      [`dollar-a-${stamp}`, 2_450, 100_000],
      [`dollar-b-${stamp}`, 2_400, null],
    ]);
  });
});

describe('product SKUs', () => {
  it('keeps a SKU upper-cased and once per catalogue, from the form and from the CSV', async () => {
    const sku = `sku-${randomBytes(3).toString('hex')}`;
    const created = await admin('POST', '/api/admin/products', newProductInput({ sku }));
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product.sku).toBe(sku.toUpperCase());

    const twin = await admin('POST', '/api/admin/products', newProductInput({ sku: sku.toUpperCase() }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({ message: 'Another product already has this SKU', field: 'sku' });
    const other = (await admin('POST', '/api/admin/products', newProductInput())).json().product;
    const taken = await admin('PATCH', `/api/admin/products/${other.id}`, { version: other.version, sku });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Another product already has this SKU');

    const header = (await admin('GET', '/api/admin/products.csv')).body.split('\r\n')[0]!;
    expect(header.endsWith(',sku')).toBe(true);
    const exportedOther = (await admin('GET', '/api/admin/products.csv')).body.split('\r\n').find((line) => line.startsWith(`${other.slug},`))!;
    const refused = await admin('POST', '/api/admin/products.csv', [header, `${exportedOther.replace(/,$/, '')},${sku}`].join('\n'), { 'content-type': 'text/csv' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().report.errors).toEqual([{ row: 2, column: 'sku', message: `Another product already has the SKU ${sku.toUpperCase()}` }]);

    // A file without the sku column (exported before SKUs existed) keeps the SKUs products have.
    const withoutSku = (await admin('GET', '/api/admin/products.csv')).body
      .trim()
      .split('\r\n')
      .map((line) => line.replace(/,[^,]*$/, ''));
    const imported = await admin('POST', '/api/admin/products.csv', withoutSku.join('\n'), { 'content-type': 'text/csv' });
    expect(imported.json()).toMatchObject({ imported: true, updated: 0 });
    expect((await admin('GET', `/api/admin/products/${product.id}`)).json().product.sku).toBe(sku.toUpperCase());
  });
});
