import type { DataSource, EntityManager } from 'typeorm';
import type { StaffPermissions } from '../../../shared/staff-access.js';
import { recordAudit } from '../audit/api.js';
import { StaffPolicyEntity } from './staff-policy.entity.js';

const POLICY_ID = 1;

export async function readStaffPermissions(db: DataSource | EntityManager): Promise<StaffPermissions> {
  const row = await db.getRepository(StaffPolicyEntity).findOneBy({ id: POLICY_ID });
  return { staffMaySendNewsletters: row?.staffMaySendNewsletters ?? false, secondFactorRequired: row?.secondFactorRequired ?? false };
}

export async function changeStaffPermissions(dataSource: DataSource, change: Partial<StaffPermissions>): Promise<StaffPermissions> {
  return dataSource.transaction(async (manager) => {
    const before = await readStaffPermissions(manager);
    const after = { ...before, ...change };
    await manager.getRepository(StaffPolicyEntity).upsert({ id: POLICY_ID, ...after }, ['id']);
    await recordAudit(manager, { area: 'rep-account', subject: 'staff-permissions', action: 'update', before, after });
    return after;
  });
}
