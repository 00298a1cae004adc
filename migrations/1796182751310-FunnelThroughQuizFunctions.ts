import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ADD_RECOMMENDATIONS, TRACK_PERSON_WITH_SOURCE } from './1795799517841-SalesRollups.js';
import { applySqlFile } from './support/apply-sql-file.js';
import { restoreFunction } from './support/restore-function.js';

// The funnel's triggers count as before, but name only the analytics tables: a completed quiz's
// picks come from the quiz's quiz_picks, a start's visit source from its
// quiz_session_visit_source (plain SQL functions, inlined where they are called).

export class FunnelThroughQuizFunctions1796182751310 implements MigrationInterface {
  name = 'FunnelThroughQuizFunctions1796182751310';

  async up(queryRunner: QueryRunner): Promise<void> {
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/quiz_picks.sql', '75b433c56714bf45');
    await applySqlFile(queryRunner, 'src/server/features/quiz/sql/quiz_session_visit_source.sql', 'b3059dc8cdb356ee');
    await applySqlFile(queryRunner, 'src/server/features/analytics/sql/funnel_event_add_recommendations.sql', '2e536a6521c2516e');
    await applySqlFile(queryRunner, 'src/server/features/analytics/sql/funnel_event_track_person.sql', '1c0583aa2cc6f73e');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The functions as SalesRollups made them.
    for (const text of [TRACK_PERSON_WITH_SOURCE, ADD_RECOMMENDATIONS]) await restoreFunction(queryRunner, text);
    await queryRunner.query(`DROP FUNCTION quiz_session_visit_source(character varying)`);
    await queryRunner.query(`DROP FUNCTION quiz_picks(integer[])`);
  }
}
