/** How far back an order is credited to its buyer's quiz, and to an email they clicked. */
const QUIZ_ATTRIBUTION_DAYS = 30;
const EMAIL_ATTRIBUTION_DAYS = 7;

/**
 * The attribution rules, applied as orders are inserted (docs/decisions/0025-attribution.md):
 * - an order whose email is a confirmed person's (an address they confirmed, or a confirmed
 *   loyalty member's) is theirs;
 * - it is credited to their latest full quiz taken within the 30 days up to the order's day
 *   whose own email capture they confirmed by the link it sent (captureConfirmedAt): a quiz
 *   someone else typed their address into is not theirs, however they confirmed it later;
 * - and to the last email of ours they clicked within the 7 days up to the order's day (a
 *   sequence step or a campaign: the message names which);
 * - its source is that quiz's visit source.
 * Order days are whole UTC days, so "within N days" runs from N days before the order's day to
 * the end of that day.
 *
 * Given a CTE `incoming` ("orderNumber", email, "orderedOn"), these CTEs give, per order number,
 * `buyer` ("personId"), `quiz` ("quizResponseId", source) and `clicked` ("messageId", "emailKey":
 * the sequence step or campaign the sales rollups group by). The two windows are the statement's
 * parameters $<first> and $<first + 1> (attributionParameters). The people, quizzes, messages and
 * clicks are their owners' views (email_rows, memberships, quiz_results, quiz_session_sources,
 * outbox_messages, email_link_clicks), inlined into the statement by PostgreSQL.
 */
export function attributionCtes(first: number): string {
  return `
  buyer AS (
    -- Addresses are stored lower-case everywhere (orders, email rows, members, the outbox), so
    -- each lookup is one probe of a unique index, not a scan of every person.
    SELECT * FROM (
      SELECT i."orderNumber", i.email, i."orderedOn"::timestamp AT TIME ZONE 'UTC' AS day, coalesce(
               (SELECT u."personId" FROM email_rows u WHERE u.email = i.email AND u."emailConfirmedAt" IS NOT NULL),
               (SELECT m."personId" FROM memberships m WHERE m.email = i.email AND m."confirmedAt" IS NOT NULL AND m."erasedAt" IS NULL)
             ) AS "personId"
        FROM incoming i WHERE i.email IS NOT NULL
    ) found WHERE "personId" IS NOT NULL
  ), quiz AS (
    SELECT DISTINCT ON (b."orderNumber") b."orderNumber", r.id AS "quizResponseId", s.source
      FROM buyer b
      JOIN email_rows u ON u."personId" = b."personId"
      JOIN quiz_results r ON r."userId" = u.id AND r.kind = 'full' AND r."captureConfirmedAt" IS NOT NULL
       AND r."createdAt" >= b.day - make_interval(days => $${first}::int) AND r."createdAt" < b.day + interval '1 day'
      LEFT JOIN quiz_session_sources s ON s."sessionId" = r."sessionId"
     ORDER BY b."orderNumber", r."createdAt" DESC
  ), clicked AS (
    SELECT DISTINCT ON (b."orderNumber") b."orderNumber", m.id AS "messageId",
           CASE WHEN m.template = 'newsletter' THEN m.occasion ELSE m.template END AS "emailKey"
      FROM buyer b
      JOIN outbox_messages m ON m.recipient = b.email
      JOIN email_link_clicks c ON c."messageId" = m.id
       AND c."clickedAt" >= b.day - make_interval(days => $${first + 1}::int) AND c."clickedAt" < b.day + interval '1 day'
     ORDER BY b."orderNumber", c."clickedAt" DESC
  )`;
}

export const attributionParameters = (): number[] => [QUIZ_ATTRIBUTION_DAYS, EMAIL_ATTRIBUTION_DAYS];

/**
 * Whether a line of product `productId` in order `orderId` is a recommended purchase: its product
 * was among the picks of the quiz the order is attributed to.
 */
export function recommendedLineSql(orderId: string, productId: string): string {
  return `(${productId} IS NOT NULL AND EXISTS (
    SELECT 1 FROM store_order so JOIN quiz_results r ON r.id = so."quizResponseId"
           CROSS JOIN LATERAL jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
     WHERE so.id = ${orderId} AND (pick ->> 'productId')::int = ${productId}))`;
}
