import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `loyalty_member."erasedAt"`: an erased person's membership stays for the books (balance = sum
 * of entries) but is nobody: no name, address or code (`loyaltyCode` may now be null), and
 * every list, search and count leaves it out. Memberships erased before this carried a random
 * `ERASED-…` code: they are marked erased and lose it. The index of members who are a person
 * of their own leaves erased ones out, as the people list does.
 */
export class ErasedMembers1795775843659 implements MigrationInterface {
  name = 'ErasedMembers1795775843659';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_member" ADD "erasedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" ALTER COLUMN "loyaltyCode" DROP NOT NULL`);
    await queryRunner.query(`UPDATE "loyalty_member" SET "erasedAt" = now(), "loyaltyCode" = NULL WHERE "loyaltyCode" LIKE 'ERASED-%'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_loyalty_member_without_email_row"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_loyalty_member_without_email_row" ON "loyalty_member" ("createdAt", "personId") WHERE "sharesEmailRow" = false AND "erasedAt" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_loyalty_member_without_email_row"`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_member_without_email_row" ON "loyalty_member" ("createdAt", "personId") WHERE "sharesEmailRow" = false`);
    await queryRunner.query(`UPDATE "loyalty_member" SET "loyaltyCode" = 'ERASED-' || upper(substr(md5(random()::text), 1, 16)) WHERE "erasedAt" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" ALTER COLUMN "loyaltyCode" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" DROP COLUMN "erasedAt"`);
  }
}
