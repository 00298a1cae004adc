// What other features read of the daily recommendation counts, written here beside the table.

/**
 * SQL for the people each product was recommended to, per day (in shards, to be summed), as a
 * relation another feature's statement may join (the sales figures set them beside sales):
 * `FROM ${RECOMMENDED_PEOPLE_DAILY_SQL} r`.
 */
export const RECOMMENDED_PEOPLE_DAILY_SQL = `(SELECT day, "productId", people FROM recommendation_daily)`;
