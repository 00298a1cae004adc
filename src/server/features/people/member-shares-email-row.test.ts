import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { listPeople } from './people-list.service.js';

const t = useTestApp();

const address = () => `shares-${randomUUID()}@example.com`;
const addUser = (email: string) => t.deps.dataSource.query(`INSERT INTO "user" (email, "firstName") VALUES ($1, 'Row')`, [email]);
const addMember = (email: string) =>
  t.deps.dataSource.query(`INSERT INTO loyalty_member ("loyaltyCode", email, "firstName") VALUES ($1, $2, 'Member')`, [`SHRD-${randomUUID().slice(0, 13).toUpperCase()}`, email]);
const flag = async (email: string) =>
  (await t.deps.dataSource.query<Array<{ sharesEmailRow: boolean }>>(`SELECT "sharesEmailRow" FROM loyalty_member WHERE email = $1`, [email]))[0]?.sharesEmailRow;
/** The people the list counts with this address: one for a person, whatever rows they have. */
const peopleWith = async (email: string) => (await listPeople(t.deps.dataSource, { page: 1, pageSize: 25, query: email })).total;

describe('a membership knows whether an email row shares its address', () => {
  it('whichever row comes first, and after the email row changes address or goes', async () => {
    const first = address();
    await addMember(first);
    expect(await flag(first)).toBe(false);
    await addUser(first);
    expect(await flag(first)).toBe(true);
    expect(await peopleWith(first)).toBe(1);

    const second = address();
    await addUser(second);
    await addMember(second);
    expect(await flag(second)).toBe(true);

    const moved = address();
    await t.deps.dataSource.query(`UPDATE "user" SET email = $2 WHERE email = $1`, [second, moved]);
    expect(await flag(second)).toBe(false);
    await t.deps.dataSource.query(`UPDATE loyalty_member SET email = $2 WHERE email = $1`, [second, moved]);
    expect(await flag(moved)).toBe(true);

    await t.deps.dataSource.query(`DELETE FROM "user" WHERE email = $1`, [first]);
    expect(await flag(first)).toBe(false);
    expect(await peopleWith(first)).toBe(1);
  });

  it('when the email row and the membership are written at the same moment', async () => {
    const addresses = Array.from({ length: 20 }, address);
    await Promise.all(addresses.flatMap((email) => [addUser(email), addMember(email)]));
    for (const email of addresses) {
      expect(await flag(email), email).toBe(true);
      expect(await peopleWith(email), email).toBe(1);
    }
  });
});
