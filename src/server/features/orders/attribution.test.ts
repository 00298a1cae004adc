import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPerson, type TestPerson } from '../../../../test/support/people-test-helpers.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';

const t = useTestApp();
const DAY = 86_400_000;
const dayOf = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

async function importOrder(email: string, lines: Array<{ slug: string }> = [], orderedOn = dayOf(0)) {
  const number = `ATTR-${randomBytes(3).toString('hex').toUpperCase()}`;
  const rows = lines.length === 0 ? [`${number},${orderedOn},30.00,${email},,1,`] : lines.map((line, index) => `${number},${orderedOn},30.00,${email},${line.slug},1,${index === 0 ? '10.00' : '20.00'}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/loyalty/store-orders.csv?creditMembers=false',
    headers: { cookie: await repCookie(t.app), 'content-type': 'text/csv' },
    payload: ['order_number,date,total,email,product_slug,quantity,line_total', ...rows].join('\n'),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = await t.deps.dataSource.query(`SELECT id, "personId", "quizResponseId", "emailMessageId"::text AS "emailMessageId", source FROM store_order WHERE "orderNumber" = $1`, [number]);
  return order as { id: string; personId: string | null; quizResponseId: number | null; emailMessageId: string | null; source: string | null };
}

/** Moves the person's quiz back in time, as if taken that long ago. */
async function quizTakenAgo(person: TestPerson, ms: number) {
  await t.deps.dataSource.query(`UPDATE quiz_response SET "createdAt" = now() - make_interval(secs => $2) WHERE id = $1`, [person.quizResponseId, ms / 1000]);
}

/** A click, that long ago, on a message we sent the person; answers the message's id. */
async function clickedAgo(person: TestPerson, ms: number): Promise<string> {
  const [message] = await t.deps.dataSource.query(`SELECT id::text AS id FROM email_message WHERE recipient = $1 ORDER BY id LIMIT 1`, [person.email]);
  await t.deps.dataSource.query(`INSERT INTO email_click ("messageId", target, "clickedAt") VALUES ($1, 'shop.example/results', now() - make_interval(secs => $2))`, [message.id, ms / 1000]);
  return message.id;
}

async function picksOf(person: TestPerson): Promise<string[]> {
  const [row] = await t.deps.dataSource.query(
    `SELECT array_agg(p.slug) AS slugs FROM quiz_response r, jsonb_array_elements(r.result -> 'routine' -> 'picks') pick JOIN product p ON p.id = (pick ->> 'productId')::int WHERE r.id = $1`,
    [person.quizResponseId],
  );
  return row.slugs;
}

describe('attributing an order', () => {
  it('belongs to the confirmed person whose address it carries, never to an unconfirmed one or a stranger', async () => {
    const confirmed = await newPerson(t);
    expect((await importOrder(confirmed.email.toUpperCase())).personId).toBe(confirmed.id);
    const unconfirmed = await newPerson(t, { confirm: false });
    expect((await importOrder(unconfirmed.email)).personId).toBeNull();
    expect((await importOrder(`nobody-${randomBytes(3).toString('hex')}@example.com`)).personId).toBeNull();
  });

  it('is credited to their quiz taken within the 30 days up to the order, with its visit source', async () => {
    const recent = await newPerson(t, { source: 'instagram' });
    await quizTakenAgo(recent, 29 * DAY);
    expect(await importOrder(recent.email)).toMatchObject({ personId: recent.id, quizResponseId: recent.quizResponseId, source: 'instagram' });

    const old = await newPerson(t);
    await quizTakenAgo(old, 31 * DAY);
    expect(await importOrder(old.email)).toMatchObject({ personId: old.id, quizResponseId: null, source: null });

    // A quiz taken after the order's day does not explain it.
    const later = await newPerson(t);
    expect(await importOrder(later.email, [], dayOf(3 * DAY))).toMatchObject({ personId: later.id, quizResponseId: null });
  });

  it('is credited to the last email of ours they clicked within 7 days', async () => {
    const person = await newPerson(t);
    await clickedAgo(person, 8 * DAY);
    expect((await importOrder(person.email)).emailMessageId).toBeNull();
    const message = await clickedAgo(person, 6 * DAY);
    expect((await importOrder(person.email)).emailMessageId).toBe(message);
  });

  it('marks a line a recommended purchase when its product was among the picks of the credited quiz', async () => {
    const person = await newPerson(t);
    const [picked] = await picksOf(person);
    const [other] = await t.deps.dataSource.query(`SELECT slug FROM product WHERE NOT (slug = ANY($1::text[])) AND status = 'active' LIMIT 1`, [await picksOf(person)]);
    const order = await importOrder(person.email, [{ slug: picked! }, { slug: other.slug }]);
    const lines = await t.deps.dataSource.query(`SELECT position, recommended FROM store_order_line WHERE "orderId" = $1 ORDER BY position`, [order.id]);
    expect(lines).toEqual([
      { position: 1, recommended: true },
      { position: 2, recommended: false },
    ]);
    const stranger = await importOrder(`nobody-${randomBytes(3).toString('hex')}@example.com`, [{ slug: picked! }]);
    const [strangerLine] = await t.deps.dataSource.query(`SELECT recommended FROM store_order_line WHERE "orderId" = $1`, [stranger.id]);
    expect(strangerLine.recommended).toBe(false);
  });
});
