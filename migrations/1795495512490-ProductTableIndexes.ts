import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductTableIndexes1795495512490 implements MigrationInterface {
  name = 'ProductTableIndexes1795495512490';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_d51fbeb7c5046cbe163a408c9a"`);
    await queryRunner.query(`CREATE INDEX "IDX_7f29e3a0fdad385716963b7058" ON "product"  ("status", "updatedAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0ae2d87ce6909f665d3402ba47" ON "product"  ("status", "category", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d42e7ee6efc5986b9f55fcf780" ON "product"  ("status", "price", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e9717a648f8e1c72915d688cb7" ON "product"  ("status", "name", "id") `);
    // The back-office search: name or slug containing what was typed, found by trigrams.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "IDX_product_name_trgm" ON "product" USING gin ("name" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_product_slug_trgm" ON "product" USING gin ("slug" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_product_slug_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_name_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9717a648f8e1c72915d688cb7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d42e7ee6efc5986b9f55fcf780"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ae2d87ce6909f665d3402ba47"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7f29e3a0fdad385716963b7058"`);
    await queryRunner.query(`CREATE INDEX "IDX_d51fbeb7c5046cbe163a408c9a" ON "product" USING btree ("name", "status") `);
  }
}
