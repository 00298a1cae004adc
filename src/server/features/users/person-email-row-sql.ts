// The statements the people feature runs on one person's email row and confirmation links,
// written here beside the tables they touch.

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
