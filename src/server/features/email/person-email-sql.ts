// The statements the people feature runs on what the email feature keeps of one address ($1),
// written here beside the tables they touch.

/** The address's consent log, oldest first. */
export const CONSENT_EVENTS_OF_SQL = `SELECT id::text, purpose, action, source, form, template, "createdAt" FROM consent_event WHERE address = $1 ORDER BY id`;

/** Erasure: the consent log keeps its rows under another address ($2). */
export const READDRESS_CONSENT_EVENTS_SQL = `UPDATE consent_event SET address = $2 WHERE address = $1`;

/** Erasure: the address's latest consent. */
export const DELETE_CONSENT_LATEST_SQL = `DELETE FROM consent_latest WHERE address = $1`;

/** Erasure: when the address last clicked. */
export const DELETE_CLICK_RECENCY_SQL = `DELETE FROM email_click_recency WHERE address = $1`;

/** Erasure: development mail caught for the address (anywhere in it). */
export const DELETE_CAUGHT_MAIL_TO_SQL = `DELETE FROM caught_mail WHERE strpos(lower(recipients || headers || html || text), $1) > 0`;
