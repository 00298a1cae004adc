import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Loyalty1795309494502 implements MigrationInterface {
  name = 'Loyalty1795309494502';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "loyalty_member" ("id" SERIAL NOT NULL, "loyaltyCode" character varying(40) NOT NULL, "email" character varying(254), "firstName" character varying(80), "pointsBalance" integer NOT NULL DEFAULT '0', "totalPointsEarned" integer NOT NULL DEFAULT '0', "tierLevel" character varying(10) NOT NULL DEFAULT 'Bronze', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_loyalty_member_tier" CHECK ("tierLevel" IN ('Bronze', 'Silver', 'Gold', 'Platinum')), CONSTRAINT "CHK_loyalty_member_earned" CHECK ("totalPointsEarned" >= 0), CONSTRAINT "CHK_loyalty_member_balance" CHECK ("pointsBalance" >= 0), CONSTRAINT "PK_1713af6c1395bf51b9b07cdbca3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_804bb5549c17c50bc631d42f9a" ON "loyalty_member"  ("loyaltyCode") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5bdd640ba373fa387c008abba4" ON "loyalty_member"  ("email") `);
    await queryRunner.query(`CREATE TABLE "loyalty_reward" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "description" character varying(400) NOT NULL, "pointsCost" integer NOT NULL, "minTier" character varying(10) NOT NULL, "active" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_loyalty_reward_tier" CHECK ("minTier" IN ('Bronze', 'Silver', 'Gold', 'Platinum')), CONSTRAINT "CHK_loyalty_reward_cost" CHECK ("pointsCost" > 0), CONSTRAINT "PK_3727fa4ca8388ead184d387ddc7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "loyalty_transaction" ("id" BIGSERIAL NOT NULL, "memberId" integer NOT NULL, "kind" character varying(20) NOT NULL, "pointsAmount" integer NOT NULL, "description" character varying(200) NOT NULL, "avonOrderNumber" character varying(40), "orderTotalCents" integer, "reversesTransactionId" bigint, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_loyalty_transaction_order" CHECK (("kind" = 'purchase') = ("avonOrderNumber" IS NOT NULL AND "orderTotalCents" IS NOT NULL)), CONSTRAINT "CHK_loyalty_transaction_sign" CHECK (("kind" = 'purchase' AND "pointsAmount" > 0) OR ("kind" <> 'purchase' AND "pointsAmount" < 0)), CONSTRAINT "CHK_loyalty_transaction_kind" CHECK ("kind" IN ('purchase', 'redemption', 'reversal')), CONSTRAINT "PK_bd11fc39ae5ebd6039fcb3cb1c5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_292a6136711dd581c678da27d4" ON "loyalty_transaction"  ("avonOrderNumber") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3c3b79e4828ffaa1e969ff9039" ON "loyalty_transaction"  ("reversesTransactionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_933bed3eb5b94fda43d1c072cc" ON "loyalty_transaction"  ("memberId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "loyalty_redemption" ("id" SERIAL NOT NULL, "redemptionCode" character varying(40) NOT NULL, "memberId" integer NOT NULL, "rewardId" integer NOT NULL, "transactionId" bigint NOT NULL, "pointsUsed" integer NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_1be0615136eaa6e07c39e9a1ba" UNIQUE ("transactionId"), CONSTRAINT "PK_20b339390c6ff6662a9267e175a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3a59a52dac29f09efb42cc2e1e" ON "loyalty_redemption"  ("redemptionCode") `);
    await queryRunner.query(`CREATE INDEX "IDX_6436a0453b2f5d000e59c4cfa0" ON "loyalty_redemption"  ("memberId") `);
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("bucket" character varying(40) NOT NULL, "key" character varying(128) NOT NULL, "windowStart" TIMESTAMP WITH TIME ZONE NOT NULL, "hits" integer NOT NULL, CONSTRAINT "PK_a85d788488874a9ca1feb3668e6" PRIMARY KEY ("bucket", "key"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ac508daaa92c6399ebe83dcd57" ON "rate_limit_counter"  ("windowStart") `);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "FK_9dc39a7a0bbb93b6885dd3b9469" FOREIGN KEY ("memberId") REFERENCES "loyalty_member"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "FK_3c3b79e4828ffaa1e969ff90398" FOREIGN KEY ("reversesTransactionId") REFERENCES "loyalty_transaction"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "FK_6436a0453b2f5d000e59c4cfa01" FOREIGN KEY ("memberId") REFERENCES "loyalty_member"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "FK_c40395a6d5a6f18086150dcda99" FOREIGN KEY ("rewardId") REFERENCES "loyalty_reward"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "FK_1be0615136eaa6e07c39e9a1ba8" FOREIGN KEY ("transactionId") REFERENCES "loyalty_transaction"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    // The points ledger is append-only: corrections are new reversal rows, never edits.
    await queryRunner.query(`CREATE FUNCTION "loyalty_transaction_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'loyalty_transaction is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation'; END $$`);
    await queryRunner.query(`CREATE TRIGGER "loyalty_transaction_append_only" BEFORE UPDATE OR DELETE ON "loyalty_transaction" FOR EACH ROW EXECUTE FUNCTION "loyalty_transaction_append_only"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "loyalty_transaction_append_only" ON "loyalty_transaction"`);
    await queryRunner.query(`DROP FUNCTION "loyalty_transaction_append_only"()`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP CONSTRAINT "FK_1be0615136eaa6e07c39e9a1ba8"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP CONSTRAINT "FK_c40395a6d5a6f18086150dcda99"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP CONSTRAINT "FK_6436a0453b2f5d000e59c4cfa01"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "FK_3c3b79e4828ffaa1e969ff90398"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "FK_9dc39a7a0bbb93b6885dd3b9469"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ac508daaa92c6399ebe83dcd57"`);
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6436a0453b2f5d000e59c4cfa0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3a59a52dac29f09efb42cc2e1e"`);
    await queryRunner.query(`DROP TABLE "loyalty_redemption"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_933bed3eb5b94fda43d1c072cc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3c3b79e4828ffaa1e969ff9039"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_292a6136711dd581c678da27d4"`);
    await queryRunner.query(`DROP TABLE "loyalty_transaction"`);
    await queryRunner.query(`DROP TABLE "loyalty_reward"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bdd640ba373fa387c008abba4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_804bb5549c17c50bc631d42f9a"`);
    await queryRunner.query(`DROP TABLE "loyalty_member"`);
  }
}
