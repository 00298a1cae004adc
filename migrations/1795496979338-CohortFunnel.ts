import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CohortFunnel1795496979338 implements MigrationInterface {
  name = 'CohortFunnel1795496979338';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "funnel_depth_daily" ("day" date NOT NULL, "depth" smallint NOT NULL, "shard" smallint NOT NULL, "people" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_6ab2104c5c64e7870d53bae07b1" PRIMARY KEY ("day", "depth", "shard"))`);
    await queryRunner.query(`CREATE TABLE "funnel_person" ("person" character varying(80) NOT NULL, "startedOn" date NOT NULL, "depth" smallint NOT NULL, CONSTRAINT "PK_cc1d75e12635a4d2208ca7068a5" PRIMARY KEY ("person"))`);
    await queryRunner.query(`ALTER TABLE "funnel_event" ADD "person" character varying(80)`);
    await queryRunner.query(`CREATE INDEX "IDX_funnel_event_purchase_outside" ON "funnel_event"  ("createdAt") WHERE "type" = 'loyalty_purchase' AND "person" IS NULL`);
    // Kept by hand: each step an event's person reaches in order moves them one deeper, and counts
    // them once at that depth on the day they started.
    await queryRunner.query(`CREATE FUNCTION funnel_event_track_person() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        step smallint := CASE NEW."type" WHEN 'quiz_started' THEN 1 WHEN 'quiz_completed' THEN 2 WHEN 'email_captured' THEN 3
                                          WHEN 'added_to_cart' THEN 4 WHEN 'loyalty_purchase' THEN 5 END;
        started date;
      BEGIN
        IF step IS NULL THEN RETURN NULL; END IF;
        IF step = 1 THEN
          INSERT INTO "funnel_person" ("person", "startedOn", "depth") VALUES (NEW."person", (NEW."createdAt" AT TIME ZONE 'UTC')::date, 1)
          ON CONFLICT ("person") DO NOTHING RETURNING "startedOn" INTO started;
        ELSE
          UPDATE "funnel_person" SET "depth" = step WHERE "person" = NEW."person" AND "depth" = step - 1 RETURNING "startedOn" INTO started;
        END IF;
        IF started IS NOT NULL THEN
          INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people") VALUES (started, step, pg_backend_pid() % 8, 1)
          ON CONFLICT ("day", "depth", "shard") DO UPDATE SET "people" = "funnel_depth_daily"."people" + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER funnel_event_person AFTER INSERT ON "funnel_event" FOR EACH ROW WHEN (NEW."person" IS NOT NULL) EXECUTE FUNCTION funnel_event_track_person()`,
    );
    // The people of earlier events: quiz sessions (their own person) and captured emails (the quiz they came with).
    await queryRunner.query(`INSERT INTO "funnel_person" ("person", "startedOn", "depth")
      SELECT "subject", (min("createdAt") AT TIME ZONE 'UTC')::date, 1 FROM "funnel_event" WHERE "type" = 'quiz_started' AND "subject" IS NOT NULL GROUP BY "subject"`);
    await queryRunner.query(`UPDATE "funnel_person" p SET "depth" = 2
      WHERE EXISTS (SELECT 1 FROM "funnel_event" e WHERE e."type" = 'quiz_completed' AND e."subject" = p."person")`);
    await queryRunner.query(`UPDATE "funnel_person" p SET "depth" = 3 WHERE p."depth" = 2 AND EXISTS (
      SELECT 1 FROM "funnel_event" e JOIN "quiz_response" r ON r."id" = (e."details"->>'quizResponseId')::int
       WHERE e."type" = 'email_captured' AND r."sessionId" = p."person")`);
    await queryRunner.query(`INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people")
      SELECT p."startedOn", d.depth, 0, count(*) FROM "funnel_person" p JOIN generate_series(1, 3) AS d(depth) ON p."depth" >= d.depth GROUP BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER funnel_event_person ON "funnel_event"`);
    await queryRunner.query(`DROP FUNCTION funnel_event_track_person()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_funnel_event_purchase_outside"`);
    await queryRunner.query(`ALTER TABLE "funnel_event" DROP COLUMN "person"`);
    await queryRunner.query(`DROP TABLE "funnel_person"`);
    await queryRunner.query(`DROP TABLE "funnel_depth_daily"`);
  }
}
