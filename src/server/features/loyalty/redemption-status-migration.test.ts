import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { RedemptionStatus1795639222002 } from '../../../../migrations/1795639222002-RedemptionStatus.js';

const t = useTestApp();

describe('the migration that gives redemptions a status', () => {
  it('makes a code already used fulfilled (on the day it was used) and every other one issued', async () => {
    const runner = t.db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new RedemptionStatus1795639222002();
      // Back to the table as it was: codes with only a "used" time.
      await migration.down(runner);
      const rows = await runner.query(`SELECT id FROM loyalty_redemption ORDER BY id LIMIT 2`);
      expect(rows).toHaveLength(2);
      const [used, unused] = rows.map((row: { id: number }) => row.id);
      await runner.query(`UPDATE loyalty_redemption SET "usedAt" = timestamptz '2030-01-02 10:00Z' WHERE id = $1`, [used]);
      await runner.query(`UPDATE loyalty_redemption SET "usedAt" = NULL WHERE id = $1`, [unused]);

      await migration.up(runner);
      const after = await runner.query(
        `SELECT id, status, "decidedAt", "cancelReason" FROM loyalty_redemption WHERE id = ANY($1) ORDER BY id`,
        [[used, unused]],
      );
      expect(after).toEqual([
        { id: used, status: 'fulfilled', decidedAt: new Date('2030-01-02T10:00:00Z'), cancelReason: null },
        { id: unused, status: 'issued', decidedAt: null, cancelReason: null },
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
