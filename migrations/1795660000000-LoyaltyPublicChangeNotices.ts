import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['loyalty_reward', 'loyalty_setting'];

/**
 * Every change to the rewards or the programme's settings notifies 'loyalty_public_changed', so
 * each process drops its kept copy of what visitors read of them (rewards, rate, thresholds).
 */
export class LoyaltyPublicChangeNotices1795660000000 implements MigrationInterface {
  name = 'LoyaltyPublicChangeNotices1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION loyalty_public_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('loyalty_public_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION loyalty_public_notify_changed()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER ${table}_public_changed ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION loyalty_public_notify_changed()`);
  }
}
