// Statements on the outbox's messages for the features that look one up, written here beside the
// table.

/** The message a link's token names ($1): its id, recipient and template. */
export const MESSAGE_BY_TOKEN_SQL = `SELECT "id", "recipient", "template" FROM email_message WHERE "token" = $1`;

/** A row when the address ($1) has a message of either template ($2, $3), whatever its status. */
export const HAS_MESSAGE_OF_TEMPLATES_SQL = `SELECT 1 FROM email_message WHERE recipient = $1 AND template IN ($2, $3) LIMIT 1`;
