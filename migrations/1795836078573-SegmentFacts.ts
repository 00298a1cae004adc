import type { MigrationInterface, QueryRunner } from 'typeorm';

// The functions this migration made (a later migration's down() makes them again).
export const LATEST_QUIZ_FACTS = `CREATE FUNCTION user_latest_quiz_facts() RETURNS trigger LANGUAGE plpgsql AS $$
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

export const FIRST_QUIZ = `CREATE FUNCTION user_first_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "user" u SET "firstQuizAt" = first."createdAt", "firstSource" = first.source
          FROM (SELECT DISTINCT ON (r."userId") r."userId", r."createdAt", s.source
                  FROM changed r LEFT JOIN quiz_session s ON s."sessionId" = r."sessionId"
                 WHERE r."userId" IS NOT NULL ORDER BY r."userId", r."createdAt", r.id) first
         WHERE u.id = first."userId" AND (u."firstQuizAt" IS NULL OR u."firstQuizAt" > first."createdAt");
        RETURN NULL;
      END $$`;

export const CLICK_RECENCY = `CREATE FUNCTION email_click_recency_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO email_click_recency ("address", "lastClickedAt")
        SELECT m."recipient", max(c."clickedAt") FROM clicked c JOIN email_message m ON m."id" = c."messageId"
         WHERE m."recipient" NOT LIKE 'erased-%' GROUP BY m."recipient"
        ON CONFLICT ("address") DO UPDATE SET "lastClickedAt" = greatest(email_click_recency."lastClickedAt", EXCLUDED."lastClickedAt");
        RETURN NULL;
      END $$`;

export class SegmentFacts1795836078573 implements MigrationInterface {
  name = 'SegmentFacts1795836078573';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "email_click_recency" ("address" character varying(254) NOT NULL, "lastClickedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_7d0044119f07455d1ab97ad08c4" PRIMARY KEY ("address"))`);
    await queryRunner.query(`ALTER TABLE "user" ADD "firstQuizAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "user" ADD "firstSource" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "user" ADD "skinType" text`);
    await queryRunner.query(`ALTER TABLE "user" ADD "primaryConcern" text`);
    await queryRunner.query(`ALTER TABLE "user" ADD "budgetTier" text`);
    await queryRunner.query(`ALTER TABLE "user" ADD "pickIds" integer array`);

    // Her latest quiz's facts on her row, whenever it names another quiz (or none).
    await queryRunner.query(LATEST_QUIZ_FACTS);
    await queryRunner.query(
      `CREATE TRIGGER user_latest_quiz_facts BEFORE INSERT OR UPDATE OF "latestQuizResponseId" ON "user" FOR EACH ROW EXECUTE FUNCTION user_latest_quiz_facts()`,
    );
    await queryRunner.query(`UPDATE "user" SET "latestQuizResponseId" = "latestQuizResponseId" WHERE "latestQuizResponseId" IS NOT NULL`);

    // Her first quiz and where its visit came from, whenever a quiz becomes hers.
    await queryRunner.query(FIRST_QUIZ);
    await queryRunner.query(
      `CREATE TRIGGER quiz_response_first_quiz_insert AFTER INSERT ON quiz_response REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION user_first_quiz()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER quiz_response_first_quiz_update AFTER UPDATE ON quiz_response REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION user_first_quiz()`,
    );
    await queryRunner.query(`UPDATE "user" u SET "firstQuizAt" = first."createdAt", "firstSource" = first.source
      FROM (SELECT DISTINCT ON (r."userId") r."userId", r."createdAt", s.source
              FROM quiz_response r LEFT JOIN quiz_session s ON s."sessionId" = r."sessionId"
             WHERE r."userId" IS NOT NULL ORDER BY r."userId", r."createdAt", r.id) first
     WHERE u.id = first."userId"`);

    // When each address last clicked, after every insert of clicks (one upsert per statement).
    await queryRunner.query(CLICK_RECENCY);
    await queryRunner.query(
      `CREATE TRIGGER email_click_recency_keep AFTER INSERT ON email_click REFERENCING NEW TABLE AS clicked FOR EACH STATEMENT EXECUTE FUNCTION email_click_recency_keep()`,
    );
    await queryRunner.query(`INSERT INTO email_click_recency ("address", "lastClickedAt")
      SELECT m."recipient", max(c."clickedAt") FROM email_click c JOIN email_message m ON m."id" = c."messageId" WHERE m."recipient" NOT LIKE 'erased-%' GROUP BY m."recipient"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER email_click_recency_keep ON email_click`);
    await queryRunner.query(`DROP FUNCTION email_click_recency_keep()`);
    await queryRunner.query(`DROP TRIGGER quiz_response_first_quiz_update ON quiz_response`);
    await queryRunner.query(`DROP TRIGGER quiz_response_first_quiz_insert ON quiz_response`);
    await queryRunner.query(`DROP FUNCTION user_first_quiz()`);
    await queryRunner.query(`DROP TRIGGER user_latest_quiz_facts ON "user"`);
    await queryRunner.query(`DROP FUNCTION user_latest_quiz_facts()`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "pickIds"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "budgetTier"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "primaryConcern"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "skinType"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "firstSource"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "firstQuizAt"`);
    await queryRunner.query(`DROP TABLE "email_click_recency"`);
  }
}
