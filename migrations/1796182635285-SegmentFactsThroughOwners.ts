import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CLICK_RECENCY, FIRST_QUIZ, LATEST_QUIZ_FACTS } from './1795836078573-SegmentFacts.js';
import { applySqlFile } from './support/apply-sql-file.js';
import { restoreFunction } from './support/restore-function.js';

// The facts segments read are kept as before, but each trigger names only its own feature's
// tables: an email row takes its latest quiz's facts from the quiz's quiz_facts; a quiz becoming
// hers hands its date and visit source to the users' user_note_first_quizzes; a click's address
// comes from the outbox's message_recipients.

export class SegmentFactsThroughOwners1796182635285 implements MigrationInterface {
  name = 'SegmentFactsThroughOwners1796182635285';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/quiz_facts.sql', '31c741e54fc18a9a');
    await applySqlFile(queryRunner, 'src/server/features/users/sql/user_latest_quiz_facts.sql', '5c4a03145cd69770');
    await applySqlFile(queryRunner, 'src/server/features/users/sql/user_note_first_quizzes.sql', 'f68749bc48756cd7');
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/user_first_quiz.sql', 'efd4046ddfd9a322');
    await applySqlFile(queryRunner, 'src/server/mail/sql/message_recipients.sql', 'da1a8ab71e74be55');
    await applySqlFile(queryRunner, 'src/server/features/email/sql/email_click_recency_keep.sql', '2400095a0d143e29');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The functions as SegmentFacts made them.
    for (const text of [LATEST_QUIZ_FACTS, FIRST_QUIZ, CLICK_RECENCY]) await restoreFunction(queryRunner, text);
    await queryRunner.query(`DROP FUNCTION message_recipients(bigint[])`);
    await queryRunner.query(`DROP FUNCTION user_note_first_quizzes(integer[], timestamp with time zone[], character varying[])`);
    await queryRunner.query(`DROP FUNCTION quiz_facts(integer)`);
  }
}
