import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applySqlFile } from './support/apply-sql-file.js';

// The facts segments read are kept as before, but each trigger names only its own feature's
// tables: an email row takes its latest quiz's facts from the quiz's quiz_facts; a quiz becoming
// hers hands its date and visit source to the users' user_note_first_quizzes; a click's address
// comes from the outbox's message_recipients.

// As SegmentFacts wrote them, for down().
const LATEST_QUIZ_FACTS = `CREATE OR REPLACE FUNCTION user_latest_quiz_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT q."result"->'skinAnalysis'->>'skinType', q."result"->'skinAnalysis'->>'primaryConcern',
               CASE q."kind" WHEN 'full' THEN q."responses"->>'question_8' ELSE CASE q."responses"->>'budget'
                 WHEN 'under_75' THEN 'budget' WHEN '75_150' THEN 'moderate' WHEN '150_300' THEN 'premium' WHEN 'over_300' THEN 'luxury' END END,
               CASE WHEN jsonb_typeof(q."result"->'routine'->'picks') = 'array' THEN ARRAY(
                 SELECT (pick->>'productId')::int FROM jsonb_array_elements(q."result"->'routine'->'picks') pick WHERE pick->>'productId' ~ '^[0-9]{1,9}$') END
          INTO NEW."skinType", NEW."primaryConcern", NEW."budgetTier", NEW."pickIds"
          FROM quiz_response q WHERE q.id = NEW."latestQuizResponseId";
        RETURN NEW;
      END $$`;

const FIRST_QUIZ = `CREATE OR REPLACE FUNCTION user_first_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "user" u SET "firstQuizAt" = first."createdAt", "firstSource" = first.source
          FROM (SELECT DISTINCT ON (r."userId") r."userId", r."createdAt", s.source
                  FROM changed r LEFT JOIN quiz_session s ON s."sessionId" = r."sessionId"
                 WHERE r."userId" IS NOT NULL ORDER BY r."userId", r."createdAt", r.id) first
         WHERE u.id = first."userId" AND (u."firstQuizAt" IS NULL OR u."firstQuizAt" > first."createdAt");
        RETURN NULL;
      END $$`;

const CLICK_RECENCY = `CREATE OR REPLACE FUNCTION email_click_recency_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO email_click_recency ("address", "lastClickedAt")
        SELECT m."recipient", max(c."clickedAt") FROM clicked c JOIN email_message m ON m."id" = c."messageId"
         WHERE m."recipient" NOT LIKE 'erased-%' GROUP BY m."recipient"
        ON CONFLICT ("address") DO UPDATE SET "lastClickedAt" = greatest(email_click_recency."lastClickedAt", EXCLUDED."lastClickedAt");
        RETURN NULL;
      END $$`;

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
    for (const statement of [LATEST_QUIZ_FACTS, FIRST_QUIZ, CLICK_RECENCY]) await queryRunner.query(statement);
    await queryRunner.query(`DROP FUNCTION message_recipients(bigint[])`);
    await queryRunner.query(`DROP FUNCTION user_note_first_quizzes(integer[], timestamp with time zone[], character varying[])`);
    await queryRunner.query(`DROP FUNCTION quiz_facts(integer)`);
  }
}
