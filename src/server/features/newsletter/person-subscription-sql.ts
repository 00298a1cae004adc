// The statements the people feature runs on one address's newsletter subscription ($1), written
// here beside the table they touch.

/** The address's subscription (the personal-data export). */
export const SUBSCRIPTIONS_OF_SQL = `SELECT status, "createdAt", "confirmedAt", "unsubscribedAt" FROM newsletter_subscriber WHERE address = $1`;

/** Erasure: the address's subscription. */
export const DELETE_SUBSCRIBER_SQL = `DELETE FROM newsletter_subscriber WHERE address = $1`;
