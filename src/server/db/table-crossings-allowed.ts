import type { TableName } from './table-owners.js';

/**
 * SQL in a feature that still names another folder's tables (see table-owners.ts): each group is
 * one file (TypeScript, or a function with its triggers in a feature's sql/ folder), the tables it
 * names and why. `npm run check:tables` fails on a crossing not listed here and on an entry that
 * no longer crosses, so this list only shrinks: move the statement into the owner's folder,
 * export it through the owner's api.ts (a trigger's SQL calls a function in the owner's sql/
 * folder instead), and delete the entry.
 */
export interface AllowedCrossing {
  /** From the project root. */
  file: string;
  tables: readonly TableName[];
  reason: string;
}

export const allowedCrossings: readonly AllowedCrossing[] = [
  {
    file: 'src/server/features/digest/waiting-counts.ts',
    tables: ['email_message', 'loyalty_member', 'loyalty_redemption', 'purchase_claim', 'survey_response'],
    reason: 'the daily digest counts what waits in every queue in one statement (claims, rewards, members, survey answers, the outbox)',
  },
  {
    file: 'src/server/features/loyalty/claim-approval.ts',
    tables: ['quiz_response', 'user'],
    reason: "a claim approved for a member credits the quiz session of her email row's latest full result, inside the approval's statement",
  },
  {
    file: 'src/server/features/loyalty/sql/member_shares_email_row_on_member.sql',
    tables: ['user'],
    reason: 'a member written looks for the email row of her address (sharesEmailRow)',
  },
  {
    file: 'src/server/features/loyalty/store-order-ownership.ts',
    tables: ['store_order'],
    reason: 'a claim is checked against the store order it names, in one statement with the member (storeOrderForMember)',
  },
  {
    file: 'src/server/features/loyalty/store-order-settlement.ts',
    tables: ['store_order'],
    reason: 'settling new store orders matches them to members and claims in one statement per push (DESIGN: settleStoreOrders)',
  },
  {
    file: 'src/server/features/metrics/shop-snapshot.ts',
    tables: ['backup_run', 'email_message', 'loyalty_redemption', 'purchase_claim'],
    reason: 'the scrape reads every queue in one statement, each part on an index (outbox, claims, rewards, whether backups are recorded)',
  },
  {
    file: 'src/server/features/newsletter/sql/segment_people_on_address.sql',
    tables: ['consent_latest', 'email_click_recency', 'email_suppression'],
    reason: 'segments note the addresses each statement changes, by triggers on the tables keyed by address they read',
  },
  {
    file: 'src/server/features/newsletter/sql/segment_people_on_person.sql',
    tables: ['loyalty_member', 'user'],
    reason: 'segments note the people each statement changes, by triggers on email rows and memberships',
  },
  {
    file: 'src/server/features/newsletter/sql/segment_people_on_quiz.sql',
    tables: ['quiz_response'],
    reason: 'segments note the email row of each quiz a statement changes, by triggers on the quizzes',
  },
  {
    file: 'src/server/features/quiz/quiz-response-writes.ts',
    tables: ['funnel_event', 'rate_limit_counter'],
    reason:
      "a quiz completion is counted in the statement that stores it (DESIGN: figures count people), and a session without a start in its address's hourly share: rate-limit.ts's counter upsert, written out so the statement is checked whole",
  },
  {
    file: 'src/server/features/quiz/quiz-session-share.ts',
    tables: ['funnel_event', 'rate_limit_counter'],
    reason:
      "a quiz start is counted in the statement that stores the session (DESIGN: figures count people), within its address's hourly share: rate-limit.ts's counter upsert, written out so the statement is checked whole",
  },
  {
    file: 'src/server/features/quiz/sql/outcome_bought.sql',
    tables: ['store_order', 'store_order_line', 'user'],
    reason: "proven use: a person's confirmed address has a store order line of the product, read inside the recount",
  },
  {
    file: 'src/server/features/quiz/sql/outcome_recount.sql',
    tables: ['store_order', 'user'],
    reason: 'an answer weighs by its person, and whether her confirmed address has store orders, inside the recount',
  },
  {
    file: 'src/server/features/users/sql/member_shares_email_row_on_user.sql',
    tables: ['loyalty_member'],
    reason: 'an email row written, changed or removed updates the members of its addresses (sharesEmailRow)',
  },
];
