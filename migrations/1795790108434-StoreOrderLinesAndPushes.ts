import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoreOrderLinesAndPushes1795790108434 implements MigrationInterface {
  name = 'StoreOrderLinesAndPushes1795790108434';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "store_order_delivery" ("webhookId" character varying(200) NOT NULL, "orderNumber" character varying(40) NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bdb1ed235bc56ff57d173bf0ed1" PRIMARY KEY ("webhookId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8703bf91446746be5b116e5679" ON "store_order_delivery"  ("receivedAt") `);
    await queryRunner.query(`CREATE TABLE "store_order_line" ("id" BIGSERIAL NOT NULL, "orderId" bigint NOT NULL, "position" smallint NOT NULL, "productId" integer, "productText" character varying(200) NOT NULL, "quantity" integer NOT NULL, "lineTotalCents" integer NOT NULL, CONSTRAINT "PK_542efce386747cd3c35aafa673f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_3379b7b219ee41c1350f46c21c" ON "store_order_line"  ("productId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0fd2c8dc8d971ea63a81a9b94d" ON "store_order_line"  ("orderId", "position") `);
    await queryRunner.query(`CREATE TABLE "store_order_webhook" ("id" smallint NOT NULL DEFAULT '1', "secret" character varying(100) NOT NULL, "previousSecret" character varying(100), "previousUntil" TIMESTAMP WITH TIME ZONE, "rotatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_26a6a36e340fc5037e7848fd144" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "product" ADD "sku" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "store_order" ADD "receivedVia" character varying(10) NOT NULL DEFAULT 'import'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a0cdfc9b5446606542d61358b7" ON "product"  ("sku") WHERE "sku" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "store_order_line" ADD CONSTRAINT "FK_699ce98485524cde320ed68358b" FOREIGN KEY ("orderId") REFERENCES "store_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "store_order_line" ADD CONSTRAINT "FK_3379b7b219ee41c1350f46c21cb" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store_order_line" DROP CONSTRAINT "FK_3379b7b219ee41c1350f46c21cb"`);
    await queryRunner.query(`ALTER TABLE "store_order_line" DROP CONSTRAINT "FK_699ce98485524cde320ed68358b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a0cdfc9b5446606542d61358b7"`);
    await queryRunner.query(`ALTER TABLE "store_order" DROP COLUMN "receivedVia"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "sku"`);
    await queryRunner.query(`DROP TABLE "store_order_webhook"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0fd2c8dc8d971ea63a81a9b94d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3379b7b219ee41c1350f46c21c"`);
    await queryRunner.query(`DROP TABLE "store_order_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8703bf91446746be5b116e5679"`);
    await queryRunner.query(`DROP TABLE "store_order_delivery"`);
  }
}
