/**
 * Everyone the shop knows, one row a person: each email row (`user`: quiz captures, and the
 * usage-survey takers among them) with the membership of the same address, and each membership
 * no email row shares an address with (members who joined without the quiz, or with no email).
 * A person's id is the uuid of their email row, or of their membership when they have none; a
 * profile opened by either uuid is the same person.
 */
export const PEOPLE_SQL = `
  SELECT u."personId" AS id, u."personId" AS "userPersonId", m."personId" AS "memberPersonId", u.id AS "userId", m.id AS "memberId",
         u.email, u."firstName", u."emailConfirmedAt" AS "confirmedAt", u."createdAt",
         m."loyaltyCode", m."tierLevel", m."pointsBalance"
    FROM "user" u LEFT JOIN loyalty_member m ON m.email = u.email
  UNION ALL
  SELECT m."personId", NULL, m."personId", NULL, m.id,
         m.email, m."firstName", m."confirmedAt", m."createdAt",
         m."loyaltyCode", m."tierLevel", m."pointsBalance"
    FROM loyalty_member m
   WHERE m.email IS NULL OR NOT EXISTS (SELECT 1 FROM "user" u WHERE u.email = m.email)`;

export interface PersonKeys {
  id: string;
  userPersonId: string | null;
  memberPersonId: string | null;
  userId: number | null;
  memberId: number | null;
  email: string | null;
}

/** The person this uuid names (by their email row's or their membership's), or undefined. */
export const PERSON_BY_ID_SQL = `
  SELECT u."personId" AS id, u."personId" AS "userPersonId", m."personId" AS "memberPersonId", u.id AS "userId", m.id AS "memberId", u.email
    FROM "user" u LEFT JOIN loyalty_member m ON m.email = u.email
   WHERE u."personId" = $1 OR u.email = (SELECT email FROM loyalty_member WHERE "personId" = $1)
  UNION ALL
  SELECT m."personId", NULL, m."personId", NULL, m.id, m.email
    FROM loyalty_member m
   WHERE m."personId" = $1 AND (m.email IS NULL OR NOT EXISTS (SELECT 1 FROM "user" u WHERE u.email = m.email))
  LIMIT 1`;

/** The person with this email address (lower-case), or undefined. */
export const PERSON_BY_EMAIL_SQL = `
  SELECT u."personId" AS id, u."personId" AS "userPersonId", m."personId" AS "memberPersonId", u.id AS "userId", m.id AS "memberId", u.email
    FROM "user" u LEFT JOIN loyalty_member m ON m.email = u.email
   WHERE u.email = $1
  UNION ALL
  SELECT m."personId", NULL, m."personId", NULL, m.id, m.email
    FROM loyalty_member m
   WHERE m.email = $1 AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u.email = m.email)
  LIMIT 1`;
