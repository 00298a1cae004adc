import { describe, expect, it } from 'vitest';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { StaffAccounts1795846232372 } from '../../../../migrations/1795846232372-StaffAccounts.js';

const t = useTestApp();

describe('the upgrade from one shared password to accounts', () => {
  it('makes the password the owner’s, and keeps her sessions, browsers and changes as hers', async () => {
    const cookie = await repCookie(t.app);
    const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json();
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload: { version, contactPhone: '+44 20 7946 0000' } });
    expect(patched.statusCode, patched.body).toBe(200);
    const runner = t.db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new StaffAccounts1795846232372();
      const [{ passwordHash }] = await runner.query(`SELECT "passwordHash" FROM rep_account`);
      await migration.down(runner);
      const [{ audits }] = await runner.query(`SELECT count(*)::int AS audits FROM audit_entry`);
      const [{ sessions }] = await runner.query(`SELECT count(*)::int AS sessions FROM rep_session`);
      expect(audits).toBeGreaterThan(0);
      expect(sessions).toBeGreaterThan(0);

      await migration.up(runner);
      const owners = await runner.query(`SELECT id, email, role, "passwordHash" FROM rep_account`);
      expect(owners).toEqual([{ id: expect.any(String), email: null, role: 'owner', passwordHash }]);
      const ownerId = owners[0].id;
      expect(await runner.query(`SELECT DISTINCT "accountId" FROM audit_entry`)).toEqual([{ accountId: ownerId }]);
      expect(await runner.query(`SELECT count(*)::int AS sessions FROM rep_session WHERE "accountId" = $1`, [ownerId])).toEqual([{ sessions }]);
      expect(await runner.query(`SELECT DISTINCT "accountId" FROM rep_device`)).toEqual([{ accountId: ownerId }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
