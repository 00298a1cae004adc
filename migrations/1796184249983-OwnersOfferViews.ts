import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applySqlFile } from './support/apply-sql-file.js';

// The relations owners offered other features as subqueries pasted into their statements become
// views of the owners, so those statements name them and the lint checks them again
// (docs/decisions/0131-owner-views.md). Each is a plain view PostgreSQL inlines, as it did the
// subquery.

const VIEWS = ['email_rows', 'memberships', 'quiz_results', 'quiz_session_sources', 'outbox_messages', 'email_link_clicks', 'product_names', 'campaign_subjects', 'recommended_people_daily'];

export class OwnersOfferViews1796184249983 implements MigrationInterface {
  name = 'OwnersOfferViews1796184249983';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/users/sql/email_rows.sql', '567fe3d04dced615');
    await applySqlFile(queryRunner, 'src/server/features/loyalty/sql/memberships.sql', '7fa9de3d06ed7795');
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/quiz_results.sql', '8aaa411e5448997b');
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/quiz_session_sources.sql', 'f81d75d1a9702140');
    await applySqlFile(queryRunner, 'src/server/mail/sql/outbox_messages.sql', 'a89a8a80b2f09260');
    await applySqlFile(queryRunner, 'src/server/features/email/sql/email_link_clicks.sql', '9b242588f310f808');
    await applySqlFile(queryRunner, 'src/server/features/catalog/sql/product_names.sql', 'e98ffd3acac2051e');
    await applySqlFile(queryRunner, 'src/server/features/newsletter/sql/campaign_subjects.sql', '7160c5e25937c50d');
    await applySqlFile(queryRunner, 'src/server/features/analytics/sql/recommended_people_daily.sql', 'c3aa0ed35ebf02ef');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const view of VIEWS) await queryRunner.query(`DROP VIEW ${view}`);
  }
}
