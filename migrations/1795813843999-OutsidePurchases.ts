import type { MigrationInterface, QueryRunner } from 'typeorm';

// Loyalty purchases of members who never took the quiz (events with no person): counted per day,
// and each member's latest such day, so "purchases outside the funnel" never counts raw events.
const ADD_OUTSIDE_PURCHASES = `CREATE FUNCTION funnel_event_add_outside_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "outside_purchase_daily" ("day", "shard", "purchases")
    SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, pg_backend_pid() % 8, count(*)
      FROM added a WHERE a."type" = 'loyalty_purchase' AND a."person" IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT ("day", "shard") DO UPDATE SET "purchases" = "outside_purchase_daily"."purchases" + EXCLUDED."purchases";
    INSERT INTO "outside_buyer" ("subject", "lastDay")
    SELECT a."subject", max((a."createdAt" AT TIME ZONE 'UTC')::date)
      FROM added a WHERE a."type" = 'loyalty_purchase' AND a."person" IS NULL AND a."subject" IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT ("subject") DO UPDATE SET "lastDay" = greatest("outside_buyer"."lastDay", EXCLUDED."lastDay");
    RETURN NULL;
  END $$`;

export class OutsidePurchases1795813843999 implements MigrationInterface {
  name = 'OutsidePurchases1795813843999';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outside_buyer" ("subject" character varying(120) NOT NULL, "lastDay" date NOT NULL, CONSTRAINT "PK_8b56cafc40268d65c4cb39623c7" PRIMARY KEY ("subject"))`);
    await queryRunner.query(`CREATE INDEX "IDX_0a0ed34373f6f155ff74dfad69" ON "outside_buyer"  ("lastDay") `);
    await queryRunner.query(`CREATE TABLE "outside_purchase_daily" ("day" date NOT NULL, "shard" smallint NOT NULL, "purchases" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_292855f15824173c1a92d9ca0de" PRIMARY KEY ("day", "shard"))`);

    // Kept by hand: the purchases so far, then a trigger for those to come.
    await queryRunner.query(`INSERT INTO "outside_purchase_daily" ("day", "shard", "purchases")
      SELECT ("createdAt" AT TIME ZONE 'UTC')::date, 0, count(*) FROM "funnel_event" WHERE "type" = 'loyalty_purchase' AND "person" IS NULL GROUP BY 1`);
    await queryRunner.query(`INSERT INTO "outside_buyer" ("subject", "lastDay")
      SELECT "subject", max(("createdAt" AT TIME ZONE 'UTC')::date) FROM "funnel_event"
       WHERE "type" = 'loyalty_purchase' AND "person" IS NULL AND "subject" IS NOT NULL GROUP BY 1`);
    await queryRunner.query(ADD_OUTSIDE_PURCHASES);
    // The purchases' index served the count these rollups replace.
    await queryRunner.query(`DROP INDEX "public"."IDX_funnel_event_purchase_outside"`);
    await queryRunner.query(
      `CREATE TRIGGER funnel_event_outside_purchases AFTER INSERT ON "funnel_event" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_outside_purchases()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER funnel_event_outside_purchases ON "funnel_event"`);
    await queryRunner.query(`DROP FUNCTION funnel_event_add_outside_purchases()`);
    await queryRunner.query(`CREATE INDEX "IDX_funnel_event_purchase_outside" ON "funnel_event"  ("createdAt") WHERE "type" = 'loyalty_purchase' AND "person" IS NULL`);
    await queryRunner.query(`DROP TABLE "outside_purchase_daily"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0a0ed34373f6f155ff74dfad69"`);
    await queryRunner.query(`DROP TABLE "outside_buyer"`);
  }
}
