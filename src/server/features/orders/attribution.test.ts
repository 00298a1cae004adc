import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmAddress } from '../../../../test/support/confirm-address.js';
import { freshAddress } from '../../../../test/support/loyalty-test-helpers.js';
import { newPerson, type TestPerson } from '../../../../test/support/people-test-helpers.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { clickedAgo, DAY_MS, dayAgo, importTestOrder, picksOf } from '../../../../test/support/store-order-test-helpers.js';

const t = useTestApp();
const importOrder = (email: string, lines: Array<{ slug: string }> = [], orderedOn = dayAgo(0)) => importTestOrder(t, email, lines, orderedOn);

/** Moves the person's quiz back in time, as if taken that long ago. */
async function quizTakenAgo(person: TestPerson, ms: number) {
  await t.deps.dataSource.query(`UPDATE quiz_response SET "createdAt" = now() - make_interval(secs => $2) WHERE id = $1`, [person.quizResponseId, ms / 1000]);
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
    await quizTakenAgo(recent, 29 * DAY_MS);
    expect(await importOrder(recent.email)).toMatchObject({ personId: recent.id, quizResponseId: recent.quizResponseId, source: 'instagram' });

    const old = await newPerson(t);
    await quizTakenAgo(old, 31 * DAY_MS);
    expect(await importOrder(old.email)).toMatchObject({ personId: old.id, quizResponseId: null, source: null });

    // A quiz taken after the order's day does not explain it.
    const later = await newPerson(t);
    expect(await importOrder(later.email, [], dayAgo(3 * DAY_MS))).toMatchObject({ personId: later.id, quizResponseId: null });
  });

  it('is credited to the last email of ours they clicked within 7 days', async () => {
    const person = await newPerson(t);
    await clickedAgo(t, person, 8 * DAY_MS);
    expect((await importOrder(person.email)).emailMessageId).toBeNull();
    const message = await clickedAgo(t, person, 6 * DAY_MS);
    expect((await importOrder(person.email)).emailMessageId).toBe(message.id);
  });

  it('marks a line a recommended purchase when its product was among the picks of the credited quiz', async () => {
    const person = await newPerson(t);
    const [picked] = await picksOf(t, person);
    const [other] = await t.deps.dataSource.query(`SELECT slug FROM product WHERE NOT (slug = ANY($1::text[])) AND status = 'active' LIMIT 1`, [await picksOf(t, person)]);
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

describe('a quiz belongs to the person who proved the address from it', () => {
  /** Someone else takes the quiz and types this address; nobody clicks the link it sends. */
  async function strangersQuiz(email: string) {
    const stranger = await newPerson(t, { email, confirm: false, source: 'tiktok' });
    // Time passes: the address may be sent another confirmation link.
    await t.deps.dataSource.query(`UPDATE email_confirmation SET "createdAt" = now() - interval '1 hour' WHERE address = $1`, [email]);
    return stranger;
  }

  it('credits no quiz a stranger typed her address into when she confirms it by joining the loyalty programme', async () => {
    const email = `vera-${randomBytes(5).toString('hex')}@example.com`;
    const stranger = await strangersQuiz(email);
    const join = await t.app.inject({ method: 'POST', url: '/api/loyalty/join', payload: { email, firstName: 'Vera' }, remoteAddress: freshAddress() });
    expect(join.statusCode, join.body).toBe(202);
    const [link] = await t.deps.dataSource.query(`SELECT details ->> 'form' AS form FROM email_confirmation WHERE address = $1 ORDER BY id DESC LIMIT 1`, [email]);
    expect(link.form).toBe('loyalty-join');
    expect((await confirmAddress(t, email)).statusCode).toBe(200);

    const tiktokOrders = async () => (await t.deps.dataSource.query(`SELECT coalesce(sum(orders), 0)::int AS orders FROM sales_daily WHERE source = 'tiktok'`))[0].orders;
    const before = await tiktokOrders();
    const order = await importOrder(email);
    // The order is hers (she confirmed the address), but not the stranger's quiz's nor its source's.
    expect(order.personId).toBe(stranger.id);
    expect(order).toMatchObject({ quizResponseId: null, source: null });
    expect(await tiktokOrders()).toBe(before);
    // Nor is her confirmed address the stranger's quiz's "Email Captured" step.
    const captured = await t.deps.dataSource.query(`SELECT e.person FROM funnel_event e JOIN "user" u ON e.subject = u.id::text WHERE e.type = 'email_captured' AND u.email = $1`, [email]);
    expect(captured).toEqual([{ person: null }]);
    // The stranger's quiz leaves her person: no profile, segment fact or follow-up comes from it.
    const [user] = await t.deps.dataSource.query(`SELECT "latestQuizResponseId", "skinType" FROM "user" WHERE email = $1`, [email]);
    expect(user).toEqual({ latestQuizResponseId: null, skinType: null });
    const [quiz] = await t.deps.dataSource.query(`SELECT "userId" FROM quiz_response WHERE id = $1`, [stranger.quizResponseId]);
    expect(quiz.userId).toBeNull();
    const followUps = await t.deps.dataSource.query(
      `SELECT template FROM email_message WHERE recipient = $1 AND payload ->> 'quizResponseId' = $2 AND template <> 'results'`,
      [email, String(stranger.quizResponseId)],
    );
    expect(followUps).toEqual([]);
  });

  it('credits her own quiz, confirmed from its own link, and not the newer one a stranger typed her address into', async () => {
    const email = `vera-${randomBytes(5).toString('hex')}@example.com`;
    const stranger = await strangersQuiz(email);
    // She takes the quiz herself and confirms from it ("confirm this change": the address was known).
    const own = await newPerson(t, { email, source: 'instagram' });
    await quizTakenAgo(own, 2 * DAY_MS);
    await quizTakenAgo(stranger, DAY_MS);
    expect(await importOrder(email)).toMatchObject({ personId: own.id, quizResponseId: own.quizResponseId, source: 'instagram' });
  });

  it('credits the quiz of a person who confirmed from it, with its visit source', async () => {
    const person = await newPerson(t, { source: 'pinterest' });
    expect(await importOrder(person.email)).toMatchObject({ personId: person.id, quizResponseId: person.quizResponseId, source: 'pinterest' });
  });
});
