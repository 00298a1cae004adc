import type { MigrationInterface, QueryRunner } from 'typeorm';

// The person's steps as before (see FunnelStagesAsSets), now with their visit source: taken
// from their quiz session when the start is counted, carried into each stage they reach.
export const TRACK_PERSON_WITH_SOURCE = `CREATE OR REPLACE FUNCTION funnel_event_track_person() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    step smallint := CASE NEW."type" WHEN 'quiz_started' THEN 1 WHEN 'quiz_completed' THEN 2 WHEN 'email_captured' THEN 3
                                      WHEN 'added_to_cart' THEN 4 WHEN 'loyalty_purchase' THEN 5 END;
    before smallint := 0;
    after smallint;
    started date;
    came_from varchar(20);
  BEGIN
    IF step IS NULL THEN RETURN NULL; END IF;
    IF step = 1 THEN
      after := 1;
      INSERT INTO "funnel_person" ("person", "startedOn", "steps", "source")
      VALUES (NEW."person", (NEW."createdAt" AT TIME ZONE 'UTC')::date, after,
              coalesce((SELECT s."source" FROM "quiz_session" s WHERE s."sessionId" = NEW."person"), 'unknown'))
      ON CONFLICT ("person") DO NOTHING RETURNING "startedOn", "source" INTO started, came_from;
    ELSE
      -- Only people whose start was counted are followed.
      SELECT "steps", "startedOn", "source" INTO before, started, came_from FROM "funnel_person" WHERE "person" = NEW."person" FOR UPDATE;
      after := before | (1 << (step - 1));
      IF started IS NULL OR after = before THEN RETURN NULL; END IF;
      UPDATE "funnel_person" SET "steps" = after WHERE "person" = NEW."person";
    END IF;
    IF started IS NULL THEN RETURN NULL; END IF;
    -- Each stage this step completes counts the person once, on the day they started.
    INSERT INTO "funnel_depth_daily" ("day", "depth", "source", "shard", "people")
      SELECT started, stage, came_from, pg_backend_pid() % 8, 1 FROM generate_series(1, 5) AS stage
       WHERE funnel_stage_reached(after, stage) AND NOT funnel_stage_reached(before, stage)
    ON CONFLICT ("day", "depth", "source", "shard") DO UPDATE SET "people" = "funnel_depth_daily"."people" + 1;
    RETURN NULL;
  END $$`;

// Daily totals by the source of the person each event belongs to (row triggers, which create
// the person on their start, fire before this statement trigger).
const DAILY_TOTAL_WITH_SOURCE = `CREATE OR REPLACE FUNCTION funnel_event_add_to_daily_total() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "funnel_daily_total" ("day", "type", "source", "shard", "events", "amountCents")
    SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, a."type", coalesce(p."source", 'unknown'), pg_backend_pid() % 8, count(*), coalesce(sum(a."amountCents"), 0)
      FROM added a LEFT JOIN "funnel_person" p ON p."person" = a."person" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("day", "type", "source", "shard") DO UPDATE
      SET "events" = "funnel_daily_total"."events" + EXCLUDED."events",
          "amountCents" = "funnel_daily_total"."amountCents" + EXCLUDED."amountCents";
    RETURN NULL;
  END $$`;

// Each completed full quiz adds one person to each product among its picks, on its day.
export const ADD_RECOMMENDATIONS = `CREATE FUNCTION funnel_event_add_recommendations() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "recommendation_daily" ("day", "productId", "shard", "people")
    SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, (pick ->> 'productId')::int, pg_backend_pid() % 8, count(DISTINCT a."id")
      FROM added a JOIN "quiz_response" r ON r."id" = (a."details" ->> 'quizResponseId')::int
      CROSS JOIN LATERAL jsonb_array_elements(r."result" -> 'routine' -> 'picks') AS pick
     WHERE a."type" = 'quiz_completed' AND pick ->> 'productId' IS NOT NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "productId", "shard") DO UPDATE SET "people" = "recommendation_daily"."people" + EXCLUDED."people";
    RETURN NULL;
  END $$`;

const TRACK_PERSON_BEFORE = `CREATE OR REPLACE FUNCTION funnel_event_track_person() RETURNS trigger LANGUAGE plpgsql AS $$
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
      SELECT "steps", "startedOn" INTO before, started FROM "funnel_person" WHERE "person" = NEW."person" FOR UPDATE;
      after := before | (1 << (step - 1));
      IF started IS NULL OR after = before THEN RETURN NULL; END IF;
      UPDATE "funnel_person" SET "steps" = after WHERE "person" = NEW."person";
    END IF;
    IF started IS NULL THEN RETURN NULL; END IF;
    INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people")
      SELECT started, stage, pg_backend_pid() % 8, 1 FROM generate_series(1, 5) AS stage
       WHERE funnel_stage_reached(after, stage) AND NOT funnel_stage_reached(before, stage)
    ON CONFLICT ("day", "depth", "shard") DO UPDATE SET "people" = "funnel_depth_daily"."people" + 1;
    RETURN NULL;
  END $$`;

const DAILY_TOTAL_BEFORE = `CREATE OR REPLACE FUNCTION funnel_event_add_to_daily_total() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "funnel_daily_total" ("day", "type", "shard", "events", "amountCents")
    SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "type", pg_backend_pid() % 8, count(*), coalesce(sum("amountCents"), 0) FROM added GROUP BY 1, 2
    ON CONFLICT ("day", "type", "shard") DO UPDATE
      SET "events" = "funnel_daily_total"."events" + EXCLUDED."events",
          "amountCents" = "funnel_daily_total"."amountCents" + EXCLUDED."amountCents";
    RETURN NULL;
  END $$`;

export class SalesRollups1795799517841 implements MigrationInterface {
  name = 'SalesRollups1795799517841';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "recommendation_daily" ("day" date NOT NULL, "productId" integer NOT NULL, "shard" smallint NOT NULL, "people" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_57b8e8aa75b0d9a44baa7e851ec" PRIMARY KEY ("day", "productId", "shard"))`);
    await queryRunner.query(`CREATE TABLE "sales_daily" ("day" date NOT NULL, "source" character varying(20) NOT NULL, "emailKey" character varying(60) NOT NULL, "shard" smallint NOT NULL, "orders" integer NOT NULL DEFAULT '0', "revenueCents" bigint NOT NULL DEFAULT '0', "returnCustomers" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_d884c17541bf0d3f5cc6db38571" PRIMARY KEY ("day", "source", "emailKey", "shard"))`);
    await queryRunner.query(`CREATE TABLE "sales_person" ("personId" uuid NOT NULL, "orders" integer NOT NULL, CONSTRAINT "PK_b6be2aa3d4aabb4c9d0587a4381" PRIMARY KEY ("personId"))`);
    await queryRunner.query(`CREATE TABLE "sales_product_daily" ("day" date NOT NULL, "productId" integer NOT NULL, "shard" smallint NOT NULL, "units" integer NOT NULL DEFAULT '0', "revenueCents" bigint NOT NULL DEFAULT '0', "recommendedLines" integer NOT NULL DEFAULT '0', "recommendedRevenueCents" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_3f6f10b2af448d0cf9f670cb11b" PRIMARY KEY ("day", "productId", "shard"))`);
    await queryRunner.query(`ALTER TABLE "funnel_daily_total" ADD "source" character varying(20) NOT NULL DEFAULT 'unknown'`);
    await queryRunner.query(`ALTER TABLE "funnel_daily_total" DROP CONSTRAINT "PK_76ef273b9bf13a61d9cac0dc884"`);
    await queryRunner.query(`ALTER TABLE "funnel_daily_total" ADD CONSTRAINT "PK_b8a8467511811249e1465d66542" PRIMARY KEY ("day", "shard", "type", "source")`);
    await queryRunner.query(`ALTER TABLE "funnel_depth_daily" ADD "source" character varying(20) NOT NULL DEFAULT 'unknown'`);
    await queryRunner.query(`ALTER TABLE "funnel_depth_daily" DROP CONSTRAINT "PK_6ab2104c5c64e7870d53bae07b1"`);
    await queryRunner.query(`ALTER TABLE "funnel_depth_daily" ADD CONSTRAINT "PK_4a373a7d48b8276fe8895ae13fd" PRIMARY KEY ("shard", "day", "depth", "source")`);
    await queryRunner.query(`ALTER TABLE "funnel_person" ADD "source" character varying(20) NOT NULL DEFAULT 'unknown'`);

    // Kept by hand: the funnel's rollups gain the person's visit source.
    await queryRunner.query(`UPDATE "funnel_person" p SET "source" = s."source" FROM "quiz_session" s WHERE s."sessionId" = p."person" AND s."source" IS NOT NULL`);
    await queryRunner.query(`DELETE FROM "funnel_depth_daily"`);
    await queryRunner.query(`INSERT INTO "funnel_depth_daily" ("day", "depth", "source", "shard", "people")
      SELECT p."startedOn", stage, p."source", 0, count(*) FROM "funnel_person" p JOIN generate_series(1, 5) AS stage ON funnel_stage_reached(p."steps", stage) GROUP BY 1, 2, 3`);
    await queryRunner.query(`DELETE FROM "funnel_daily_total"`);
    await queryRunner.query(`INSERT INTO "funnel_daily_total" ("day", "type", "source", "shard", "events", "amountCents")
      SELECT (e."createdAt" AT TIME ZONE 'UTC')::date, e."type", coalesce(p."source", 'unknown'), 0, count(*), coalesce(sum(e."amountCents"), 0)
        FROM "funnel_event" e LEFT JOIN "funnel_person" p ON p."person" = e."person" GROUP BY 1, 2, 3`);
    await queryRunner.query(TRACK_PERSON_WITH_SOURCE);
    await queryRunner.query(DAILY_TOTAL_WITH_SOURCE);

    // Products recommended per day, from full-quiz completions (counted people only).
    await queryRunner.query(`INSERT INTO "recommendation_daily" ("day", "productId", "shard", "people")
      SELECT (e."createdAt" AT TIME ZONE 'UTC')::date, (pick ->> 'productId')::int, 0, count(DISTINCT e."id")
        FROM "funnel_event" e JOIN "quiz_response" r ON r."id" = (e."details" ->> 'quizResponseId')::int
        CROSS JOIN LATERAL jsonb_array_elements(r."result" -> 'routine' -> 'picks') AS pick
       WHERE e."type" = 'quiz_completed' AND pick ->> 'productId' IS NOT NULL GROUP BY 1, 2`);
    await queryRunner.query(ADD_RECOMMENDATIONS);
    await queryRunner.query(
      `CREATE TRIGGER funnel_event_recommendations AFTER INSERT ON "funnel_event" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_recommendations()`,
    );

    // Sales rollups of the orders recorded so far (sales-rollups.ts keeps them from now on).
    // A buyer's second order (in the order orders arrived) makes them a return customer.
    await queryRunner.query(`INSERT INTO "sales_daily" ("day", "source", "emailKey", "shard", "orders", "revenueCents", "returnCustomers")
      SELECT day, source, "emailKey", 0, count(*), sum(total), count(*) FILTER (WHERE nth = 2) FROM (
        SELECT o."orderedOn" AS day, CASE WHEN o."quizResponseId" IS NULL THEN 'none' ELSE coalesce(o."source", 'unknown') END AS source,
               coalesce(CASE WHEN m."template" = 'newsletter' THEN m."occasion" ELSE m."template" END, '') AS "emailKey", o."totalCents" AS total,
               CASE WHEN o."personId" IS NOT NULL THEN row_number() OVER (PARTITION BY o."personId" ORDER BY o."id") END AS nth
          FROM "store_order" o LEFT JOIN "email_message" m ON m."id" = o."emailMessageId"
      ) credited GROUP BY 1, 2, 3`);
    await queryRunner.query(`INSERT INTO "sales_person" ("personId", "orders") SELECT "personId", count(*) FROM "store_order" WHERE "personId" IS NOT NULL GROUP BY 1`);
    await queryRunner.query(`INSERT INTO "sales_product_daily" ("day", "productId", "shard", "units", "revenueCents", "recommendedLines", "recommendedRevenueCents")
      SELECT o."orderedOn", l."productId", 0, sum(l."quantity"), sum(l."lineTotalCents"), count(*) FILTER (WHERE l."recommended"), coalesce(sum(l."lineTotalCents") FILTER (WHERE l."recommended"), 0)
        FROM "store_order_line" l JOIN "store_order" o ON o."id" = l."orderId" WHERE l."productId" IS NOT NULL GROUP BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER funnel_event_recommendations ON "funnel_event"`);
    await queryRunner.query(`DROP FUNCTION funnel_event_add_recommendations()`);
    await queryRunner.query(TRACK_PERSON_BEFORE);
    await queryRunner.query(DAILY_TOTAL_BEFORE);
    await queryRunner.query(`DELETE FROM "funnel_depth_daily"`);
    await queryRunner.query(`DELETE FROM "funnel_daily_total"`);
    await queryRunner.query(`ALTER TABLE "funnel_person" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "funnel_depth_daily" DROP CONSTRAINT "PK_4a373a7d48b8276fe8895ae13fd"`);
    await queryRunner.query(`ALTER TABLE "funnel_depth_daily" ADD CONSTRAINT "PK_6ab2104c5c64e7870d53bae07b1" PRIMARY KEY ("shard", "day", "depth")`);
    await queryRunner.query(`ALTER TABLE "funnel_depth_daily" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "funnel_daily_total" DROP CONSTRAINT "PK_b8a8467511811249e1465d66542"`);
    await queryRunner.query(`ALTER TABLE "funnel_daily_total" ADD CONSTRAINT "PK_76ef273b9bf13a61d9cac0dc884" PRIMARY KEY ("day", "shard", "type")`);
    await queryRunner.query(`ALTER TABLE "funnel_daily_total" DROP COLUMN "source"`);
    await queryRunner.query(`DROP TABLE "sales_product_daily"`);
    await queryRunner.query(`DROP TABLE "sales_person"`);
    await queryRunner.query(`DROP TABLE "sales_daily"`);
    await queryRunner.query(`DROP TABLE "recommendation_daily"`);
    await queryRunner.query(`INSERT INTO "funnel_depth_daily" ("day", "depth", "shard", "people")
      SELECT p."startedOn", stage, 0, count(*) FROM "funnel_person" p JOIN generate_series(1, 5) AS stage ON funnel_stage_reached(p."steps", stage) GROUP BY 1, 2`);
    await queryRunner.query(`INSERT INTO "funnel_daily_total" ("day", "type", "shard", "events", "amountCents")
      SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "type", 0, count(*), coalesce(sum("amountCents"), 0) FROM "funnel_event" GROUP BY 1, 2`);
  }
}
