// The statements other features run on email rows and confirmation links (a person's profile,
// export and erasure, the leads list, emails that carry a link), written here beside the tables.

/** Locks her email row ($1: its id), as the email confirmation takes it: before her membership. */
export const LOCK_EMAIL_ROW_SQL = `SELECT id FROM "user" WHERE id = $1 FOR UPDATE`;

/** What her profile shows of her email row ($1: its id). */
export const EMAIL_ROW_DETAILS_SQL = `SELECT email, "firstName", "emailConfirmedAt" AS "confirmedAt", "createdAt", "wantsCyclingGuide" FROM "user" WHERE id = $1`;

/** Erasure: her email row ($1: its id); survey answers go with it (ON DELETE CASCADE). */
export const DELETE_EMAIL_ROW_SQL = `DELETE FROM "user" WHERE id = $1`;

/** The confirmation links sent to an address ($1), oldest first (the personal-data export). */
export const CONFIRMATIONS_TO_SQL = `SELECT "createdAt", "expiresAt", "usedAt", details FROM email_confirmation WHERE address = $1 ORDER BY id`;

/** Erasure: the confirmation links sent to an address ($1). */
export const DELETE_CONFIRMATIONS_TO_SQL = `DELETE FROM email_confirmation WHERE address = $1`;

/** A row when the confirmation link ($1: its id) is still on file (an email that carries it is not sent once it is gone). */
export const CONFIRMATION_EXISTS_SQL = `SELECT 1 FROM email_confirmation WHERE "id" = $1`;

/** The latest quiz result of the email row with this address ($1). */
export const LATEST_QUIZ_OF_ADDRESS_SQL = `SELECT "latestQuizResponseId" AS id FROM "user" WHERE "email" = $1`;

/** Everyone who left an email after the quiz, newest first, at most $1 (null: all), with `consent` (an SQL expression over `u."email"`). */
export function leadsSql(consent: string): string {
  return `SELECT u."id", u."firstName", u."email", u."emailConfirmedAt" IS NOT NULL AS "confirmed", ${consent} AS "consent",
            u."wantsCyclingGuide", u."createdAt"
     FROM "user" u ORDER BY u."createdAt" DESC, u."id" DESC LIMIT $1`;
}
