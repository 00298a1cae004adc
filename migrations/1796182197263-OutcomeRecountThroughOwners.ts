import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ORDER_LINES_ARRIVED, ORDERS_ARRIVED } from './1796154667035-OutcomesFromProvenUse.js';
import { applySqlFile } from './support/apply-sql-file.js';
import { restoreFunction } from './support/restore-function.js';

// Store orders and their lines arriving recount their buyers' answers as before, but the triggers
// on the orders' tables name only those tables: they hand the buyers' addresses (and a line's
// product) to the quiz's outcome_purchases_recount, which reads the answers, and that finds the
// buyers' confirmed email rows with the users' confirmed_email_rows.

export class OutcomeRecountThroughOwners1796182197263 implements MigrationInterface {
  name = 'OutcomeRecountThroughOwners1796182197263';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/users/sql/confirmed_email_rows.sql', 'f95497617361e2b4');
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/outcome_purchases_recount.sql', 'e188bdb9d52c2f7f');
    await applySqlFile(queryRunner, 'src/server/features/orders/sql/outcome_orders_recount.sql', '381c2ac2754bacc3');
    await applySqlFile(queryRunner, 'src/server/features/orders/sql/outcome_order_lines_recount.sql', '35a6d79083adeb68');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The functions as OutcomesFromProvenUse made them.
    for (const text of [ORDERS_ARRIVED, ORDER_LINES_ARRIVED]) await restoreFunction(queryRunner, text);
    await queryRunner.query(`DROP FUNCTION outcome_purchases_recount(text[], integer[])`);
    await queryRunner.query(`DROP FUNCTION confirmed_email_rows(text[])`);
  }
}
