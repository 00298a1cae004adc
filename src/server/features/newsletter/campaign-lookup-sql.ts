// The statements other features run on newsletter campaigns, written here beside the table.

/** How the change history names campaigns: $1 their ids; answers (subject, name). */
export const CAMPAIGN_SUBJECT_NAMES_SQL = `SELECT id::text AS subject, subject AS name FROM newsletter_campaign WHERE id = ANY($1::bigint[])`;

/** The change history's search: the ids of the campaigns whose subject contains $1 (a LIKE pattern, lower case). */
export const CAMPAIGNS_SUBJECTED_LIKE_SQL = `SELECT id::text FROM newsletter_campaign WHERE lower(subject) LIKE $1`;
