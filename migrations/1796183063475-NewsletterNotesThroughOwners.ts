import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLLOW_CONSENT } from './1795639711897-Newsletter.js';
import { ON_QUIZ } from './1795857564143-SegmentPeople.js';
import { applySqlFile } from './support/apply-sql-file.js';
import { restoreFunction } from './support/restore-function.js';

// As before, a newsletter withdrawal in the consent log unsubscribes the subscriber, and a quiz
// changed notes its email row for the segments; but the consent log's trigger calls the
// newsletter's newsletter_subscriber_unsubscribe, and the quiz note reads the email rows through
// the users' email_rows_people.

export class NewsletterNotesThroughOwners1796183063475 implements MigrationInterface {
  name = 'NewsletterNotesThroughOwners1796183063475';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/newsletter/sql/newsletter_subscriber_unsubscribe.sql', '0339aceb9b7f3188');
    await applySqlFile(queryRunner, 'src/server/features/email/sql/newsletter_subscriber_follow_consent.sql', 'de8ab5cb24d970c5');
    await applySqlFile(queryRunner, 'src/server/features/users/sql/email_rows_people.sql', '0202dea8160dc907');
    await applySqlFile(queryRunner, 'src/server/features/newsletter/sql/segment_people_on_quiz.sql', '9ea3e76ae7de4a2d');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The functions as Newsletter and SegmentPeople made them.
    for (const text of [FOLLOW_CONSENT, ON_QUIZ]) await restoreFunction(queryRunner, text);
    await queryRunner.query(`DROP FUNCTION email_rows_people(integer[])`);
    await queryRunner.query(`DROP FUNCTION newsletter_subscriber_unsubscribe(character varying, timestamp with time zone)`);
  }
}
