import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { SegmentPeople1795857564143 } from '../../../../../migrations/1795857564143-SegmentPeople.js';

const t = useTestApp();

const sql = <T = Record<string, unknown>>(query: string, values: unknown[] = []) => t.db.dataSource.query<T[]>(query, values);

/** Rows where the kept table and its definition differ (each side's extra rows), as text to read in a failure. */
async function drift(): Promise<string[]> {
  const rows = await sql<{ side: string; row: string }>(
    `(SELECT 'kept only' AS side, k::text AS row FROM (SELECT * FROM segment_person EXCEPT SELECT * FROM segment_person_source) k)
     UNION ALL
     (SELECT 'defined only', d::text FROM (SELECT * FROM segment_person_source EXCEPT SELECT * FROM segment_person) d)`,
  );
  return rows.map((row) => `${row.side}: ${row.row}`);
}

const person = (email: string) => sql<Record<string, unknown>>(`SELECT * FROM segment_person WHERE email = $1`, [email]).then((rows) => rows[0]);

async function messageTo(address: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO email_message (recipient, template, occasion, payload, status, "sentAt") VALUES ($1, 'newsletter', $2, '{}'::jsonb, 'sent', now()) RETURNING id::text`,
    [address, `kept-facts:${address}:${Math.random()}`],
  );
  return row!.id;
}

describe('the people segments count (segment_person)', () => {
  it('follows every table it is made from, change by change', async () => {
    const ann = 'ann-kept@example.com';
    const [user] = await sql<{ id: number; personId: string }>(`INSERT INTO "user" (email, "firstName") VALUES ($1, 'Ann') RETURNING id, "personId"`, [ann]);
    expect(await person(ann)).toMatchObject({ personId: user!.personId, confirmed: false, tierLevel: null, subscribed: false, lastQuizAt: null });

    await sql(`UPDATE "user" SET "emailConfirmedAt" = now() WHERE id = $1`, [user!.id]);
    expect(await person(ann)).toMatchObject({ confirmed: true });

    // A quiz of hers, then one moved back in time: her latest quiz's date follows.
    const [quiz] = await sql<{ id: number }>(
      `INSERT INTO quiz_response ("sessionId", kind, responses, result, "matchScore", "userId", "createdAt")
       VALUES ('session_1795000000000_kept0001', 'full', '{}'::jsonb, '{}'::jsonb, 80, $1, now() - interval '3 days') RETURNING id`,
      [user!.id],
    );
    expect((await person(ann))!.lastQuizAt).toBeInstanceOf(Date);
    await sql(`UPDATE quiz_response SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [quiz!.id]);
    expect(Date.now() - ((await person(ann))!.lastQuizAt as Date).getTime()).toBeGreaterThan(39 * 86_400_000);

    // A membership at her address, then points, then a click, a subscription, a consent, a suppression.
    await sql(`INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "pointsBalance", "totalPointsEarned", "tierLevel") VALUES ('GLOW-KEPT-ANN1', $1, 'Ann', 10, 10, 'Bronze')`, [ann]);
    expect(await person(ann)).toMatchObject({ personId: user!.personId, tierLevel: 'Bronze', pointsBalance: 10 });
    await sql(`UPDATE loyalty_member SET "pointsBalance" = 600, "tierLevel" = 'Gold' WHERE email = $1`, [ann]);
    expect(await person(ann)).toMatchObject({ tierLevel: 'Gold', pointsBalance: 600 });
    await sql(`INSERT INTO email_click ("messageId", target, "clickedAt") VALUES ($1, 'beauty.test/products', now())`, [await messageTo(ann)]);
    expect((await person(ann))!.lastClickedAt).toBeInstanceOf(Date);
    await sql(`INSERT INTO newsletter_subscriber (address, status, "confirmationSentAt", "confirmedAt") VALUES ($1, 'confirmed', now(), now())`, [ann]);
    await sql(`INSERT INTO consent_event (address, purpose, action, source) VALUES ($1, 'marketing-email', 'granted', 'test')`, [ann]);
    expect(await person(ann)).toMatchObject({ subscribed: true, marketingConsent: true, suppressed: false });
    await sql(`INSERT INTO email_suppression (address, reason) VALUES ($1, 'unsubscribed')`, [ann]);
    await sql(`UPDATE newsletter_subscriber SET status = 'unsubscribed' WHERE address = $1`, [ann]);
    expect(await person(ann)).toMatchObject({ subscribed: false, suppressed: true });
    expect(await drift()).toEqual([]);

    // A membership without an address is a person of her own, with her own tier.
    const [alone] = await sql<{ personId: string }>(`INSERT INTO loyalty_member ("loyaltyCode", "firstName", "tierLevel") VALUES ('GLOW-KEPT-NOAD', 'Noa', 'Gold') RETURNING "personId"`);
    expect(await sql(`SELECT email, "tierLevel" FROM segment_person WHERE "personId" = $1`, [alone!.personId])).toEqual([{ email: null, tierLevel: 'Gold' }]);

    // Her email row goes: the membership becomes a person of its own; then it is erased.
    await sql(`DELETE FROM quiz_response WHERE "userId" = $1`, [user!.id]);
    await sql(`DELETE FROM "user" WHERE id = $1`, [user!.id]);
    const [member] = await sql<{ personId: string }>(`SELECT "personId" FROM loyalty_member WHERE email = $1`, [ann]);
    expect(await person(ann)).toMatchObject({ personId: member!.personId, tierLevel: 'Gold', memberPersonId: member!.personId, lastQuizAt: null });
    await sql(`UPDATE loyalty_member SET email = NULL, "erasedAt" = now(), "personId" = gen_random_uuid() WHERE email = $1`, [ann]);
    expect(await person(ann)).toBeUndefined();
    expect(await sql(`SELECT 1 FROM segment_person WHERE "personId" = $1`, [member!.personId])).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('loses no change when many arrive for the same people at once', async () => {
    const addresses = Array.from({ length: 6 }, (_, index) => `busy-${index}@example.com`);
    for (const [index, address] of addresses.entries()) {
      await sql(`INSERT INTO "user" (email, "firstName") VALUES ($1, 'Busy')`, [address]);
      await sql(`INSERT INTO loyalty_member ("loyaltyCode", email, "firstName") VALUES ($1, $2, 'Busy')`, [`GLOW-BUSY-000${index}`, address]);
    }
    const messages = await Promise.all(addresses.map(messageTo));
    // Each person's facts change from several connections at the same moment, in every order.
    const changes = addresses.flatMap((address, index) => [
      () => sql(`UPDATE loyalty_member SET "pointsBalance" = "pointsBalance" + 5 WHERE email = $1`, [address]),
      () => sql(`INSERT INTO email_click ("messageId", target, "clickedAt") VALUES ($1, 'beauty.test/x', now())`, [messages[index]]),
      () => sql(`INSERT INTO newsletter_subscriber (address, status, "confirmationSentAt", "confirmedAt") VALUES ($1, 'confirmed', now(), now()) ON CONFLICT (address) DO NOTHING`, [address]),
      () => sql(`INSERT INTO consent_event (address, purpose, action, source) VALUES ($1, 'marketing-email', 'granted', 'test')`, [address]),
      () => sql(`UPDATE "user" SET "emailConfirmedAt" = now() WHERE email = $1`, [address]),
      () => sql(`UPDATE loyalty_member SET "pointsBalance" = "pointsBalance" + 5 WHERE email = $1`, [address]),
    ]);
    for (let round = 0; round < 3; round++) await Promise.all(changes.sort(() => Math.random() - 0.5).map((change) => change()));
    expect(await drift()).toEqual([]);
    const kept = await sql<{ pointsBalance: number; confirmed: boolean; subscribed: boolean; marketingConsent: boolean }>(
      `SELECT "pointsBalance", confirmed, subscribed, "marketingConsent" FROM segment_person WHERE email = ANY($1::text[])`,
      [addresses],
    );
    expect(kept).toHaveLength(addresses.length);
    for (const row of kept) expect(row).toEqual({ pointsBalance: 30, confirmed: true, subscribed: true, marketingConsent: true });
  });

  it('lets two transactions touch two people in opposite orders without waiting on each other', async () => {
    const [xan, yul] = ['xan-order@example.com', 'yul-order@example.com'];
    for (const [index, address] of [xan, yul].entries()) {
      await sql(`INSERT INTO "user" (email, "firstName") VALUES ($1, 'Order')`, [address]);
      await sql(`INSERT INTO loyalty_member ("loyaltyCode", email, "firstName") VALUES ($1, $2, 'Order')`, [`GLOW-ORDR-000${index}`, address]);
    }
    const xanMessage = await messageTo(xan);
    const [first, second] = [t.db.dataSource.createQueryRunner(), t.db.dataSource.createQueryRunner()];
    try {
      await Promise.all([first.startTransaction(), second.startTransaction()]);
      // Each touches one person, then the other: no row is shared, so only a lock of ours could make them wait.
      await first.query(`INSERT INTO email_click ("messageId", target, "clickedAt") VALUES ($1, 'beauty.test/x', now())`, [xanMessage]);
      await second.query(`INSERT INTO newsletter_subscriber (address, status, "confirmationSentAt", "confirmedAt") VALUES ($1, 'confirmed', now(), now())`, [yul]);
      await Promise.all([
        first.query(`UPDATE loyalty_member SET "pointsBalance" = 40 WHERE email = $1`, [yul]),
        second.query(`INSERT INTO consent_event (address, purpose, action, source) VALUES ($1, 'marketing-email', 'granted', 'test')`, [xan]),
      ]);
      await Promise.all([first.commitTransaction(), second.commitTransaction()]);
    } finally {
      await Promise.all([first.release(), second.release()]);
    }
    expect(await person(xan)).toMatchObject({ marketingConsent: true, lastClickedAt: expect.any(Date) });
    expect(await person(yul)).toMatchObject({ subscribed: true, pointsBalance: 40 });
    expect(await drift()).toEqual([]);
  });

  it('is filled from the people already there when the upgrade adds it, and the downgrade removes it whole', async () => {
    await sql(`INSERT INTO "user" (email, "firstName", "emailConfirmedAt") VALUES ('before-upgrade@example.com', 'Eve', now())`);
    await sql(`INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "tierLevel") VALUES ('GLOW-KEPT-SOLO', 'member-only@example.com', 'Sol', 'Silver')`);
    const runner = t.db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new SegmentPeople1795857564143();
      await migration.down(runner);
      expect(await runner.query(`SELECT to_regclass('segment_person') AS kept, to_regclass('segment_person_source') AS defined`)).toEqual([{ kept: null, defined: null }]);
      await migration.up(runner);
      const rows = await runner.query(`SELECT email, confirmed, "tierLevel" FROM segment_person WHERE email IN ('before-upgrade@example.com', 'member-only@example.com') ORDER BY email`);
      expect(rows).toEqual([
        { email: 'before-upgrade@example.com', confirmed: true, tierLevel: null },
        { email: 'member-only@example.com', confirmed: false, tierLevel: 'Silver' },
      ]);
      expect(await runner.query(`SELECT count(*)::int AS n FROM (SELECT * FROM segment_person_source EXCEPT SELECT * FROM segment_person) d`)).toEqual([{ n: 0 }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
