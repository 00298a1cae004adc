import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductImagesInDatabase1795631653863 implements MigrationInterface {
  name = 'ProductImagesInDatabase1795631653863';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_image" ("hash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "usedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_48db4c80e359b2a88cd3af362ca" PRIMARY KEY ("hash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_041f61b556f91f776d39317e74" ON "product_image"  ("usedAt") `);
    await queryRunner.query(`CREATE TABLE "product_image_variant" ("hash" character varying(64) NOT NULL, "width" integer NOT NULL, "format" character varying(4) NOT NULL, "contentType" character varying(20) NOT NULL, "etag" character varying(60) NOT NULL, "content" bytea NOT NULL, CONSTRAINT "CHK_product_image_variant_format" CHECK ("format" IN ('avif', 'webp', 'jpg')), CONSTRAINT "PK_c61a5420390da83591fa6825eb3" PRIMARY KEY ("hash", "width", "format"))`);
    // Encoded images do not compress: stored out of line as they are, without trying.
    await queryRunner.query(`ALTER TABLE "product_image_variant" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
    await queryRunner.query(`ALTER TABLE "product_image_variant" ADD CONSTRAINT "FK_833cb5a577a21bc04531bc11c47" FOREIGN KEY ("hash") REFERENCES "product_image"("hash") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_image_variant" DROP CONSTRAINT "FK_833cb5a577a21bc04531bc11c47"`);
    await queryRunner.query(`DROP TABLE "product_image_variant"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_041f61b556f91f776d39317e74"`);
    await queryRunner.query(`DROP TABLE "product_image"`);
  }
}
