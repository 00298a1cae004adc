import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `loyalty_member."sharesEmailRow"`: whether an email row (`user`) has the member's address, so
 * the people list reads the members who are a person of their own by an index instead of
 * matching every member against every email row. Triggers on both tables keep it: a member
 * written looks for the email row; an email row written, changed or removed updates the members
 * of its old and new address. A transaction-scoped advisory lock on the address's bucket (one
 * of 64, so a bulk load or a restore holds at most 64 locks) makes an email row and a membership
 * of the same address written at the same moment wait for each other: the later sees the earlier.
 */
export class MemberSharesEmailRow1795651105746 implements MigrationInterface {
  name = 'MemberSharesEmailRow1795651105746';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_member" ADD "sharesEmailRow" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "loyalty_member" m SET "sharesEmailRow" = true WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.email = m.email)`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_member_without_email_row" ON "loyalty_member"  ("createdAt", "personId") WHERE "sharesEmailRow" = false`);
    await queryRunner.query(`
      CREATE FUNCTION member_shares_email_row_on_member() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email IS NULL THEN
          NEW."sharesEmailRow" := false;
        ELSE
          PERFORM pg_advisory_xact_lock(7301, hashtext(NEW.email) & 63);
          NEW."sharesEmailRow" := EXISTS (SELECT 1 FROM "user" u WHERE u.email = NEW.email);
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER member_shares_email_row BEFORE INSERT OR UPDATE OF email ON "loyalty_member"
        FOR EACH ROW EXECUTE FUNCTION member_shares_email_row_on_member()`);
    await queryRunner.query(`
      CREATE FUNCTION member_shares_email_row_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        addresses text[] := ARRAY[]::text[];
        address text;
      BEGIN
        IF TG_OP <> 'INSERT' THEN addresses := addresses || OLD.email::text; END IF;
        IF TG_OP <> 'DELETE' THEN addresses := addresses || NEW.email::text; END IF;
        FOREACH address IN ARRAY addresses LOOP
          CONTINUE WHEN address IS NULL;
          PERFORM pg_advisory_xact_lock(7301, hashtext(address) & 63);
          UPDATE "loyalty_member" m SET "sharesEmailRow" = shared.now
            FROM (SELECT EXISTS (SELECT 1 FROM "user" u WHERE u.email = address) AS now) shared
           WHERE m.email = address AND m."sharesEmailRow" <> shared.now;
        END LOOP;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER member_shares_email_row AFTER INSERT OR DELETE OR UPDATE OF email ON "user"
        FOR EACH ROW EXECUTE FUNCTION member_shares_email_row_on_user()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER member_shares_email_row ON "user"`);
    await queryRunner.query(`DROP FUNCTION member_shares_email_row_on_user()`);
    await queryRunner.query(`DROP TRIGGER member_shares_email_row ON "loyalty_member"`);
    await queryRunner.query(`DROP FUNCTION member_shares_email_row_on_member()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_loyalty_member_without_email_row"`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" DROP COLUMN "sharesEmailRow"`);
  }
}
