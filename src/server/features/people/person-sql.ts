import { sql } from '../../db/sql.js';

// A person joins two owners' rows, each through its owner's view: email_rows (users'),
// memberships (loyalty's).

/**
 * Everyone the shop knows, one row a person: each email row (`user`: quiz captures, and the
 * usage-survey takers among them) with the membership of the same address, and each membership
 * no email row shares an address with (members who joined without the quiz, or with no email).
 * A person's id is the uuid of their email row, or of their membership when they have none; a
 * profile opened by either uuid is the same person. (A membership with no email is never equal
 * to an email row's, so NOT EXISTS keeps it: one anti-join, no OR.)
 */
/** The people who have an email row, with the membership of the same address. */
export const EMAIL_ROW_PEOPLE_SQL = `
  SELECT u."personId" AS id, u.id AS "userId", m.id AS "memberId",
         u.email, u."firstName", u."emailConfirmedAt" AS "confirmedAt", u."createdAt",
         m."loyaltyCode", m."tierLevel", m."pointsBalance"
    FROM email_rows u LEFT JOIN memberships m ON m.email = u.email`;

/**
 * The members no email row shares an address with, by the flag the database keeps (see the
 * MemberSharesEmailRow migration) and its partial index: counted and paged without matching
 * every member against every email row. An erased membership is nobody (it has no address, so
 * no email row ever shares it either).
 */
export const MEMBER_ONLY_PEOPLE_SQL = `
  SELECT m."personId" AS id, NULL::int AS "userId", m.id AS "memberId",
         m.email, m."firstName", m."confirmedAt", m."createdAt",
         m."loyaltyCode", m."tierLevel", m."pointsBalance"
    FROM memberships m
   WHERE m."sharesEmailRow" = false AND m."erasedAt" IS NULL`;

export const PEOPLE_SQL = `${EMAIL_ROW_PEOPLE_SQL} UNION ALL ${MEMBER_ONLY_PEOPLE_SQL}`;

/**
 * The people who left an address nobody confirmed more than `days` before `now`, oldest first, at
 * most `limit` of them: the two halves of PEOPLE_SQL, each filtered.
 */
export const unconfirmedCapturesOlderThan = (now: Date, days: number, limit: number) =>
  sql<{ id: string | null; createdAt: Date | null }>`SELECT u."personId" AS id, u."createdAt"
        FROM email_rows u LEFT JOIN memberships m ON m.email = u.email
       WHERE u."emailConfirmedAt" IS NULL AND u.email IS NOT NULL AND u."createdAt" < ${now}::timestamptz - make_interval(days => ${days}::int)
      UNION ALL
      SELECT alone."personId", alone."createdAt"
        FROM memberships alone
       WHERE alone."sharesEmailRow" = false AND alone."erasedAt" IS NULL
         AND alone."confirmedAt" IS NULL AND alone.email IS NOT NULL AND alone."createdAt" < ${now}::timestamptz - make_interval(days => ${days}::int)
      ORDER BY "createdAt" LIMIT ${limit}::int`;

/** What names a person: their uuid, the uuids of their email row and membership, those rows' ids, and their address. */
export interface PersonKeys {
  id: string;
  userPersonId: string | null;
  memberPersonId: string | null;
  userId: number | null;
  memberId: number | null;
  email: string | null;
}

/**
 * The person this uuid names (by their email row's or their membership's), or undefined: three
 * lookups by unique index, so a profile opens as fast with a million people as with ten.
 */
export const personById = (personId: string) =>
  sql<{ id: string | null; userPersonId: string; memberPersonId: string | null; userId: number; memberId: number | null; email: string | null }>`
  SELECT u."personId" AS id, u."personId" AS "userPersonId", m."personId" AS "memberPersonId", u.id AS "userId", m.id AS "memberId", u.email
    FROM email_rows u LEFT JOIN memberships m ON m.email = u.email
   WHERE u."personId" = ${personId}::uuid
  UNION ALL
  SELECT u."personId", u."personId", named."personId", u.id, named.id, u.email
    FROM memberships named JOIN email_rows u ON u.email = named.email
   WHERE named."personId" = ${personId}::uuid
  UNION ALL
  SELECT alone."personId", NULL::uuid, alone."personId", NULL::int, alone.id, alone.email
    FROM memberships alone
   WHERE alone."personId" = ${personId}::uuid AND alone."erasedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM email_rows e WHERE e.email = alone.email)
  LIMIT 1`;

/** The person with this email address (lower-case), or undefined. */
export const personByEmail = (address: string) =>
  sql<{ id: string | null; userPersonId: string; memberPersonId: string | null; userId: number; memberId: number | null; email: string | null }>`
  SELECT u."personId" AS id, u."personId" AS "userPersonId", m."personId" AS "memberPersonId", u.id AS "userId", m.id AS "memberId", u.email
    FROM email_rows u LEFT JOIN memberships m ON m.email = u.email
   WHERE u.email = ${address}
  UNION ALL
  SELECT alone."personId", NULL::uuid, alone."personId", NULL::int, alone.id, alone.email
    FROM memberships alone
   WHERE alone.email = ${address} AND NOT EXISTS (SELECT 1 FROM email_rows e WHERE e.email = alone.email)
  LIMIT 1`;
