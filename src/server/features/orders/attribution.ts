import type { EntityManager } from 'typeorm';

/** How far back an order is credited to its buyer's quiz, and to an email they clicked. */
const QUIZ_ATTRIBUTION_DAYS = 30;
const EMAIL_ATTRIBUTION_DAYS = 7;

/**
 * The attribution rules, applied when orders are recorded (docs/choices.md):
 * - an order whose email is a confirmed person's (an address they confirmed, or a confirmed
 *   loyalty member's) is theirs;
 * - it is credited to their latest full quiz taken within the 30 days up to the order's day;
 * - and to the last email of ours they clicked within the 7 days up to the order's day (a
 *   sequence step or a campaign: the message names which);
 * - its source is that quiz's visit source.
 * Order days are whole UTC days, so "within N days" runs from N days before the order's day to
 * the end of that day.
 */
const ATTRIBUTE_SQL = `
  WITH o AS (
    SELECT id, email, "orderedOn"::timestamp AT TIME ZONE 'UTC' AS day FROM store_order WHERE id = ANY($1::bigint[]) AND email IS NOT NULL
  ), buyer AS (
    -- Addresses are stored lower-case everywhere (orders, email rows, members, the outbox), so
    -- each lookup is one probe of a unique index, not a scan of every person.
    SELECT * FROM (
      SELECT o.id, o.email, o.day, coalesce(
               (SELECT u."personId" FROM "user" u WHERE u.email = o.email AND u."emailConfirmedAt" IS NOT NULL),
               (SELECT m."personId" FROM loyalty_member m WHERE m.email = o.email AND m."confirmedAt" IS NOT NULL AND m."erasedAt" IS NULL)
             ) AS "personId"
        FROM o
    ) found WHERE "personId" IS NOT NULL
  ), quiz AS (
    SELECT DISTINCT ON (b.id) b.id, r.id AS "quizResponseId", s.source
      FROM buyer b
      JOIN "user" u ON u."personId" = b."personId"
      JOIN quiz_response r ON r."userId" = u.id AND r.kind = 'full'
       AND r."createdAt" >= b.day - make_interval(days => $2) AND r."createdAt" < b.day + interval '1 day'
      LEFT JOIN quiz_session s ON s."sessionId" = r."sessionId"
     ORDER BY b.id, r."createdAt" DESC
  ), clicked AS (
    SELECT DISTINCT ON (b.id) b.id, m.id AS "messageId"
      FROM buyer b
      JOIN email_message m ON m.recipient = b.email
      JOIN email_click c ON c."messageId" = m.id
       AND c."clickedAt" >= b.day - make_interval(days => $3) AND c."clickedAt" < b.day + interval '1 day'
     ORDER BY b.id, c."clickedAt" DESC
  )
  UPDATE store_order so
     SET "personId" = b."personId", "quizResponseId" = q."quizResponseId", "emailMessageId" = c."messageId", source = q.source
    FROM buyer b LEFT JOIN quiz q ON q.id = b.id LEFT JOIN clicked c ON c.id = b.id
   WHERE so.id = b.id`;

/** Marks the lines of these orders whose product their attributed quiz picked. */
const RECOMMENDED_LINES_SQL = `
  UPDATE store_order_line l SET recommended = true
    FROM store_order so JOIN quiz_response r ON r.id = so."quizResponseId"
   WHERE so.id = ANY($1::bigint[]) AND l."orderId" = so.id AND l."productId" IS NOT NULL AND NOT l.recommended
     AND EXISTS (SELECT 1 FROM jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick WHERE (pick ->> 'productId')::int = l."productId")`;

/** Attributes newly recorded orders (inside the transaction that recorded them). */
export async function attributeOrders(manager: EntityManager, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await manager.query(ATTRIBUTE_SQL, [orderIds, QUIZ_ATTRIBUTION_DAYS, EMAIL_ATTRIBUTION_DAYS]);
}

/** Marks recommended purchases among the lines of these orders (new orders, or lines added to earlier ones). */
export async function markRecommendedLines(manager: EntityManager, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await manager.query(RECOMMENDED_LINES_SQL, [orderIds]);
}
