import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every change to the product table notifies 'catalog_changed', so each app process drops its cached catalogue. */
export class CatalogChangeNotices1795317630445 implements MigrationInterface {
  name = 'CatalogChangeNotices1795317630445';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION product_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER product_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION product_notify_catalog_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER product_catalog_changed ON "product"`);
    await queryRunner.query(`DROP FUNCTION product_notify_catalog_changed()`);
  }
}
