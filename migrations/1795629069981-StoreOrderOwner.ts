import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoreOrderOwner1795629069981 implements MigrationInterface {
  name = 'StoreOrderOwner1795629069981';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_purchase_claim_open_order"`);
    await queryRunner.query(`ALTER TABLE "purchase_claim" ADD "storeOrderConflict" character varying(20) NOT NULL DEFAULT 'none'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_purchase_claim_open_order" ON "purchase_claim"  ("orderNumber", "storeOrderConflict") WHERE "status" <> 'rejected'`);
    await queryRunner.query(`ALTER TABLE "purchase_claim" ADD CONSTRAINT "CHK_purchase_claim_store_order_conflict" CHECK ("storeOrderConflict" IN ('none', 'another_customer', 'before_joining'))`);
    // Pending claims of imported orders that name another customer (or predate joining) wait for a person.
    await queryRunner.query(`UPDATE purchase_claim c
        SET "storeOrderConflict" = CASE WHEN m.email IS DISTINCT FROM o.email OR m."confirmedAt" IS NULL THEN 'another_customer' ELSE 'before_joining' END
       FROM store_order o, loyalty_member m
      WHERE c.status = 'pending' AND o."orderNumber" = c."orderNumber" AND m.id = c."memberId" AND o.email IS NOT NULL
        AND (m.email IS DISTINCT FROM o.email OR m."confirmedAt" IS NULL OR o."orderedOn" < m."createdAt"::date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "purchase_claim" DROP CONSTRAINT "CHK_purchase_claim_store_order_conflict"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_purchase_claim_open_order"`);
    await queryRunner.query(`ALTER TABLE "purchase_claim" DROP COLUMN "storeOrderConflict"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_purchase_claim_open_order" ON "purchase_claim" USING btree ("orderNumber") WHERE ((status)::text <> 'rejected'::text)`);
  }
}
