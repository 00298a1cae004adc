import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applySqlFile } from './support/apply-sql-file.js';

// Store orders and their lines arriving recount their buyers' answers as before, but the triggers
// on the orders' tables name only those tables: they hand the buyers' addresses (and a line's
// product) to the quiz's outcome_purchases_recount, which reads the answers, and that finds the
// buyers' confirmed email rows with the users' confirmed_email_rows.

// As OutcomesFromProvenUse wrote them, for down().
const ORDERS_ARRIVED = `CREATE OR REPLACE FUNCTION outcome_orders_recount() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE products integer[];
  BEGIN
    products := ARRAY(SELECT DISTINCT a."productId" FROM added o
                        JOIN "user" u ON u.email = o.email AND u."emailConfirmedAt" IS NOT NULL
                        JOIN outcome_answer a ON a."userId" = u.id
                       WHERE o.email IS NOT NULL);
    IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
    RETURN NULL;
  END $$`;

const ORDER_LINES_ARRIVED = `CREATE OR REPLACE FUNCTION outcome_order_lines_recount() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE products integer[];
  BEGIN
    products := ARRAY(SELECT DISTINCT a."productId" FROM added l
                        JOIN store_order o ON o.id = l."orderId" AND o.email IS NOT NULL
                        JOIN "user" u ON u.email = o.email AND u."emailConfirmedAt" IS NOT NULL
                        JOIN outcome_answer a ON a."userId" = u.id AND a."productId" = l."productId");
    IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
    RETURN NULL;
  END $$`;

export class OutcomeRecountThroughOwners1796182197263 implements MigrationInterface {
  name = 'OutcomeRecountThroughOwners1796182197263';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/users/sql/confirmed_email_rows.sql', 'f95497617361e2b4');
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/outcome_purchases_recount.sql', 'e188bdb9d52c2f7f');
    await applySqlFile(queryRunner, 'src/server/features/orders/sql/outcome_orders_recount.sql', '381c2ac2754bacc3');
    await applySqlFile(queryRunner, 'src/server/features/orders/sql/outcome_order_lines_recount.sql', '35a6d79083adeb68');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ORDERS_ARRIVED);
    await queryRunner.query(ORDER_LINES_ARRIVED);
    await queryRunner.query(`DROP FUNCTION outcome_purchases_recount(text[], integer[])`);
    await queryRunner.query(`DROP FUNCTION confirmed_email_rows(text[])`);
  }
}
