import type { MigrationInterface, QueryRunner } from 'typeorm';
import { applySqlFile } from './support/apply-sql-file.js';

// How the change history names a membership, written once by loyalty as an SQL function its own
// namers and the people namer call, instead of a CASE each statement repeated or an SQL fragment
// that left the people namer unchecked.

export class MembershipHistoryName1796185220442 implements MigrationInterface {
  name = 'MembershipHistoryName1796185220442';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/loyalty/sql/membership_history_name.sql', '52b6d5ee66fb66fa');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION membership_history_name(timestamp with time zone, character varying, character varying, character varying, text)`);
  }
}
