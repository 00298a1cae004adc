import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FunnelStagesAsSets1795774626709 implements MigrationInterface {
  name = 'FunnelStagesAsSets1795774626709';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Whether a quiz session counts in the dashboard's figures (false: past its address's hourly share).
    await queryRunner.query(`ALTER TABLE "quiz_session" ADD "counted" boolean NOT NULL DEFAULT true`);

    // Kept by hand: each person's funnel steps become a set (bit 1 started, 2 completed, 4 email
    // confirmed, 8 cart, 16 loyalty purchase), whatever order they come in. A depth d of the old
    // chain held every step up to d.
    await queryRunner.query(`ALTER TABLE "funnel_person" ADD "steps" smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE "funnel_person" SET "steps" = (1 << "depth") - 1`);
    await queryRunner.query(`ALTER TABLE "funnel_person" ALTER COLUMN "steps" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "funnel_person" DROP COLUMN "depth"`);
    // Steps the chain dropped because they came out of order (a cart before the email is confirmed).
    await queryRunner.query(`UPDATE "funnel_person" p SET "steps" = p."steps" | later.bits FROM (
        SELECT e."person", bit_or(CASE e."type" WHEN 'email_captured' THEN 4 WHEN 'added_to_cart' THEN 8 WHEN 'loyalty_purchase' THEN 16 END)::smallint AS bits
          FROM "funnel_event" e WHERE e."type" IN ('email_captured', 'added_to_cart', 'loyalty_purchase') AND e."person" IS NOT NULL GROUP BY e."person"
      ) later WHERE later."person" = p."person"`);
    await queryRunner.query(`CREATE FUNCTION funnel_stage_reached(steps integer, stage integer) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE WHEN stage <= 2 THEN steps & (1 << (stage - 1)) <> 0 ELSE steps & 2 <> 0 AND steps & (1 << (stage - 1)) <> 0 END
    $$`);
    await queryRunner.query(`DELETE FROM "funnel_depth_daily"`);
    await queryRunner.query(`INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people")
      SELECT p."startedOn", stage, 0, count(*) FROM "funnel_person" p JOIN generate_series(1, 5) AS stage ON funnel_stage_reached(p."steps", stage) GROUP BY 1, 2`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION funnel_event_track_person() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        step smallint := CASE NEW."type" WHEN 'quiz_started' THEN 1 WHEN 'quiz_completed' THEN 2 WHEN 'email_captured' THEN 3
                                          WHEN 'added_to_cart' THEN 4 WHEN 'loyalty_purchase' THEN 5 END;
        before smallint := 0;
        after smallint;
        started date;
      BEGIN
        IF step IS NULL THEN RETURN NULL; END IF;
        IF step = 1 THEN
          after := 1;
          INSERT INTO "funnel_person" ("person", "startedOn", "steps") VALUES (NEW."person", (NEW."createdAt" AT TIME ZONE 'UTC')::date, after)
          ON CONFLICT ("person") DO NOTHING RETURNING "startedOn" INTO started;
        ELSE
          -- Only people whose start was counted are followed.
          SELECT "steps", "startedOn" INTO before, started FROM "funnel_person" WHERE "person" = NEW."person" FOR UPDATE;
          after := before | (1 << (step - 1));
          IF started IS NULL OR after = before THEN RETURN NULL; END IF;
          UPDATE "funnel_person" SET "steps" = after WHERE "person" = NEW."person";
        END IF;
        IF started IS NULL THEN RETURN NULL; END IF;
        -- Each stage this step completes counts the person once, on the day they started.
        INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people")
          SELECT started, stage, pg_backend_pid() % 8, 1 FROM generate_series(1, 5) AS stage
           WHERE funnel_stage_reached(after, stage) AND NOT funnel_stage_reached(before, stage)
        ON CONFLICT ("day", "depth", "shard") DO UPDATE SET "people" = "funnel_depth_daily"."people" + 1;
        RETURN NULL;
      END $$`);
    // The daily totals once per statement instead of once per event: a grouped quiz submit of
    // 50 responses updated the same total row 50 times in a row; now once per day and type.
    await queryRunner.query(`DROP TRIGGER funnel_event_daily_total ON "funnel_event"`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION funnel_event_add_to_daily_total() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "funnel_daily_total" ("day", "type", "shard", "events", "amountCents")
        SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "type", pg_backend_pid() % 8, count(*), coalesce(sum("amountCents"), 0) FROM added GROUP BY 1, 2
        ON CONFLICT ("day", "type", "shard") DO UPDATE
          SET "events" = "funnel_daily_total"."events" + EXCLUDED."events",
              "amountCents" = "funnel_daily_total"."amountCents" + EXCLUDED."amountCents";
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER funnel_event_daily_total AFTER INSERT ON "funnel_event" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_to_daily_total()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER funnel_event_daily_total ON "funnel_event"`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION funnel_event_add_to_daily_total() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "funnel_daily_total" ("day", "type", "shard", "events", "amountCents")
        VALUES ((NEW."createdAt" AT TIME ZONE 'UTC')::date, NEW."type", pg_backend_pid() % 8, 1, coalesce(NEW."amountCents", 0))
        ON CONFLICT ("day", "type", "shard") DO UPDATE
          SET "events" = "funnel_daily_total"."events" + 1,
              "amountCents" = "funnel_daily_total"."amountCents" + EXCLUDED."amountCents";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER funnel_event_daily_total AFTER INSERT ON "funnel_event" FOR EACH ROW EXECUTE FUNCTION funnel_event_add_to_daily_total()`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION funnel_event_track_person() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`ALTER TABLE "funnel_person" ADD "depth" smallint NOT NULL DEFAULT 1`);
    // The chain's depth: the longest run of steps from the start.
    await queryRunner.query(`UPDATE "funnel_person" SET "depth" = (SELECT max(stage) FROM generate_series(1, 5) AS stage WHERE "steps" & ((1 << stage) - 1) = (1 << stage) - 1)`);
    await queryRunner.query(`ALTER TABLE "funnel_person" ALTER COLUMN "depth" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "funnel_person" DROP COLUMN "steps"`);
    await queryRunner.query(`DELETE FROM "funnel_depth_daily"`);
    await queryRunner.query(`INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people")
      SELECT p."startedOn", d.depth, 0, count(*) FROM "funnel_person" p JOIN generate_series(1, 5) AS d(depth) ON p."depth" >= d.depth GROUP BY 1, 2`);
    await queryRunner.query(`DROP FUNCTION funnel_stage_reached(integer, integer)`);
    await queryRunner.query(`ALTER TABLE "quiz_session" DROP COLUMN "counted"`);
  }
}
