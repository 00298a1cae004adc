// What other features read of the clicks on links in our emails, written here beside the table.

/**
 * SQL for the clicks as a relation another feature's statement may join (an order credited to the
 * email its buyer clicked): `JOIN ${EMAIL_CLICKS_SQL} c ON c."messageId" = m.id`. A plain
 * subquery, which PostgreSQL flattens into the statement, so the table's indexes serve it.
 */
export const EMAIL_CLICKS_SQL = `(SELECT "messageId", target, "clickedAt" FROM email_click)`;
