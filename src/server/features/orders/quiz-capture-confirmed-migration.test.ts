import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QuizCaptureConfirmed1796154624380 } from '../../../../migrations/1796154624380-QuizCaptureConfirmed.js';
import { confirmAddress } from '../../../../test/support/confirm-address.js';
import { freshAddress } from '../../../../test/support/loyalty-test-helpers.js';
import { newPerson } from '../../../../test/support/people-test-helpers.js';
import { useTestApp } from '../../../../test/support/test-app.js';

const t = useTestApp();

describe('the migration that records which quizzes had their own capture confirmed', () => {
  it('marks a quiz whose capture link was used, and not one whose address was confirmed another way', async () => {
    const own = await newPerson(t);
    const email = `vera-${randomBytes(5).toString('hex')}@example.com`;
    const typedByAStranger = await newPerson(t, { email, confirm: false });
    await t.deps.dataSource.query(`UPDATE email_confirmation SET "createdAt" = now() - interval '1 hour' WHERE address = $1`, [email]);
    expect((await t.app.inject({ method: 'POST', url: '/api/loyalty/join', payload: { email, firstName: 'Vera' }, remoteAddress: freshAddress() })).statusCode).toBe(202);
    expect((await confirmAddress(t, email)).statusCode).toBe(200);

    const runner = t.db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new QuizCaptureConfirmed1796154624380();
      // The quiz's view quiz_results, made later, reads the column down drops (rolled back below).
      await runner.query('DROP VIEW quiz_results');
      await migration.down(runner);
      await migration.up(runner);
      const rows = await runner.query(`SELECT id, "captureConfirmedAt" IS NOT NULL AS confirmed FROM quiz_response WHERE id = ANY($1) ORDER BY id`, [
        [own.quizResponseId, typedByAStranger.quizResponseId],
      ]);
      expect(rows).toEqual([
        { id: own.quizResponseId, confirmed: true },
        { id: typedByAStranger.quizResponseId, confirmed: false },
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
