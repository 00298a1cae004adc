import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FunnelDailyTotals1795309746228 implements MigrationInterface {
  name = 'FunnelDailyTotals1795309746228';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "funnel_daily_total" ("day" date NOT NULL, "type" character varying(40) NOT NULL, "shard" smallint NOT NULL, "events" integer NOT NULL DEFAULT '0', "amountCents" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_76ef273b9bf13a61d9cac0dc884" PRIMARY KEY ("day", "type", "shard"))`);
    // Kept by hand: the trigger that maintains the totals, and a backfill of existing events.
    await queryRunner.query(`CREATE FUNCTION funnel_event_add_to_daily_total() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "funnel_daily_total" ("day", "type", "shard", "events", "amountCents")
        VALUES ((NEW."createdAt" AT TIME ZONE 'UTC')::date, NEW."type", pg_backend_pid() % 8, 1, coalesce(NEW."amountCents", 0))
        ON CONFLICT ("day", "type", "shard") DO UPDATE
          SET "events" = "funnel_daily_total"."events" + 1,
              "amountCents" = "funnel_daily_total"."amountCents" + EXCLUDED."amountCents";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER funnel_event_daily_total AFTER INSERT ON "funnel_event" FOR EACH ROW EXECUTE FUNCTION funnel_event_add_to_daily_total()`);
    await queryRunner.query(`INSERT INTO "funnel_daily_total" ("day", "type", "shard", "events", "amountCents")
      SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "type", 0, count(*), coalesce(sum("amountCents"), 0) FROM "funnel_event" GROUP BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER funnel_event_daily_total ON "funnel_event"`);
    await queryRunner.query(`DROP FUNCTION funnel_event_add_to_daily_total()`);
    await queryRunner.query(`DROP TABLE "funnel_daily_total"`);
  }
}
