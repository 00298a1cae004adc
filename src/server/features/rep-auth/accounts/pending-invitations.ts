import type { DataSource, EntityManager } from 'typeorm';
import type { PendingInvitation } from '../../../../shared/staff-accounts.js';
import type { StaffRole } from '../../../../shared/staff-access.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/api.js';
import { queryRows, sql } from '../../../db/sql.js';

const NO_SUCH_INVITATION = 'There is no such invitation waiting: it was accepted, withdrawn or has expired.';

/** The invitations whose links still work, oldest first, each with the account that sent it. */
export async function listPendingInvitations(manager: DataSource | EntityManager): Promise<PendingInvitation[]> {
  const rows = await queryRows(manager, sql<{ id: string; email: string; role: StaffRole | null; createdAt: Date; expiresAt: Date; inviterId: string | null; inviterEmail: string | null }>`SELECT l.id, l.email, l.role, l."createdAt", l."expiresAt", a.id AS "inviterId", a.email AS "inviterEmail"
       FROM rep_account_link l
       LEFT JOIN rep_account a ON a.id = l."createdBy"
      WHERE l.kind = 'invitation' AND l."usedAt" IS NULL AND l."expiresAt" > now()
      ORDER BY l."createdAt", l.id`);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    // An invitation without a role makes staff when accepted (invitation-accept.ts).
    role: row.role ?? 'staff',
    invitedBy: row.inviterId ? { id: row.inviterId, email: row.inviterEmail } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Withdraws an invitation whose link still works: from now on the link says it has expired. One
 * conditional update decides, so of a withdrawal and an acceptance at once exactly one wins.
 */
export async function withdrawInvitation(dataSource: DataSource, id: string): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const [withdrawn] = await queryRows(manager, sql<{ email: string; role: StaffRole | null }>`WITH withdrawn AS (
         UPDATE rep_account_link SET "expiresAt" = now()
          WHERE id = ${id}::uuid AND kind = 'invitation' AND "usedAt" IS NULL AND "expiresAt" > now()
          RETURNING email, role)
       SELECT email, role FROM withdrawn`);
    if (!withdrawn) throw new AppError('NOT_FOUND', NO_SUCH_INVITATION);
    await recordAudit(manager, { area: 'rep-account', subject: id, action: 'withdraw invitation', before: { email: withdrawn.email, role: withdrawn.role } });
  });
}
