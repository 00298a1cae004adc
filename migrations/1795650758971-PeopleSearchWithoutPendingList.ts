import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The people search's trigram indexes take new rows straight into the index instead of a pending
 * list: a GIN index's pending list (up to 4 MB) is read in full by every search until a vacuum
 * merges it, which made a search after a wave of sign-ups ten times slower. Sign-ups are few
 * and small, so paying at insert costs nothing a shopper notices.
 */
const PEOPLE_SEARCH_INDEXES = [
  'IDX_user_email_trgm',
  'IDX_user_first_name_trgm',
  'IDX_loyalty_member_email_trgm',
  'IDX_loyalty_member_first_name_trgm',
  'IDX_loyalty_member_code_trgm',
];

export class PeopleSearchWithoutPendingList1795650758971 implements MigrationInterface {
  name = 'PeopleSearchWithoutPendingList1795650758971';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of PEOPLE_SEARCH_INDEXES) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      // What waits in the pending list now is merged at once.
      await queryRunner.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of PEOPLE_SEARCH_INDEXES) await queryRunner.query(`ALTER INDEX "${index}" RESET (fastupdate)`);
  }
}
