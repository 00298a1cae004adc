import { OUTBOX_MESSAGES_SQL } from '../../mail/outbox-sql.js';
import { EMAIL_CLICKS_SQL } from '../email/api.js';
import { MEMBERSHIPS_SQL } from '../loyalty/api.js';
import { QUIZ_RESPONSES_SQL, QUIZ_SESSIONS_SQL } from '../quiz/api.js';
import { EMAIL_ROWS_SQL } from '../users/api.js';

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
 * clicks are their owners' relations, flattened into the statement by PostgreSQL.
 */
export function attributionCtes(first: number): string {
  return `
  buyer AS (
    -- Addresses are stored lower-case everywhere (orders, email rows, members, the outbox), so
    -- each lookup is one probe of a unique index, not a scan of every person.
    SELECT * FROM (
      SELECT i."orderNumber", i.email, i."orderedOn"::timestamp AT TIME ZONE 'UTC' AS day, coalesce(
               (SELECT u."personId" FROM ${EMAIL_ROWS_SQL} u WHERE u.email = i.email AND u."emailConfirmedAt" IS NOT NULL),
               (SELECT m."personId" FROM ${MEMBERSHIPS_SQL} m WHERE m.email = i.email AND m."confirmedAt" IS NOT NULL AND m."erasedAt" IS NULL)
             ) AS "personId"
        FROM incoming i WHERE i.email IS NOT NULL
    ) found WHERE "personId" IS NOT NULL
  ), quiz AS (
    SELECT DISTINCT ON (b."orderNumber") b."orderNumber", r.id AS "quizResponseId", s.source
      FROM buyer b
      JOIN ${EMAIL_ROWS_SQL} u ON u."personId" = b."personId"
      JOIN ${QUIZ_RESPONSES_SQL} r ON r."userId" = u.id AND r.kind = 'full' AND r."captureConfirmedAt" IS NOT NULL
       AND r."createdAt" >= b.day - make_interval(days => $${first}::int) AND r."createdAt" < b.day + interval '1 day'
      LEFT JOIN ${QUIZ_SESSIONS_SQL} s ON s."sessionId" = r."sessionId"
     ORDER BY b."orderNumber", r."createdAt" DESC
  ), clicked AS (
    SELECT DISTINCT ON (b."orderNumber") b."orderNumber", m.id AS "messageId",
           CASE WHEN m.template = 'newsletter' THEN m.occasion ELSE m.template END AS "emailKey"
      FROM buyer b
      JOIN ${OUTBOX_MESSAGES_SQL} m ON m.recipient = b.email
      JOIN ${EMAIL_CLICKS_SQL} c ON c."messageId" = m.id
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
    SELECT 1 FROM store_order so JOIN ${QUIZ_RESPONSES_SQL} r ON r.id = so."quizResponseId"
           CROSS JOIN LATERAL jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
     WHERE so.id = ${orderId} AND (pick ->> 'productId')::int = ${productId}))`;
}
