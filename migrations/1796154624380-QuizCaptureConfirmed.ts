import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a quiz's own email capture was confirmed by the link it sent. Quizzes whose link was used
 * before this column existed are found by the used confirmation that names them, sent to the
 * address of the person the quiz belongs to.
 */
export class QuizCaptureConfirmed1796154624380 implements MigrationInterface {
  name = 'QuizCaptureConfirmed1796154624380';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "quiz_response" ADD "captureConfirmedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "quiz_response" r SET "captureConfirmedAt" = c.confirmed
         FROM (SELECT (ec."details" ->> 'quizResponseId')::int AS "quizResponseId", ec."address", min(ec."usedAt") AS confirmed
                 FROM "email_confirmation" ec
                WHERE ec."usedAt" IS NOT NULL AND jsonb_typeof(ec."details" -> 'quizResponseId') = 'number'
                GROUP BY 1, 2) c
         JOIN "user" u ON u."email" = c."address"
        WHERE r."id" = c."quizResponseId" AND r."userId" = u."id"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "quiz_response" DROP COLUMN "captureConfirmedAt"`);
  }
}
