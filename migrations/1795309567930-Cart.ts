import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Cart1795309567930 implements MigrationInterface {
  name = 'Cart1795309567930';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cart_item" ("id" uuid NOT NULL, "cartSessionId" character varying(100) NOT NULL, "productId" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cart_item_session_product" UNIQUE ("cartSessionId", "productId"), CONSTRAINT "CHK_cart_item_quantity" CHECK ("quantity" BETWEEN 1 AND 99), CONSTRAINT "PK_bd94725aa84f8cf37632bcde997" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "cart_item" ADD CONSTRAINT "FK_75db0de134fe0f9fe9e4591b7bf" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_item" DROP CONSTRAINT "FK_75db0de134fe0f9fe9e4591b7bf"`);
    await queryRunner.query(`DROP TABLE "cart_item"`);
  }
}
