import type { DataSource, EntityManager } from 'typeorm';
import type { AuditArea, AuditEntry, AuditListInput } from '../../../shared/audit.js';
import { AuditEntryEntity } from './audit-entry.entity.js';

export interface AuditRecord {
  area: AuditArea;
  subject: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Records a back-office change in the caller's transaction, so it commits with the change. */
export async function recordAudit(manager: EntityManager, record: AuditRecord): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await manager.query(`INSERT INTO audit_entry (area, subject, action, before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`, [
    record.area,
    record.subject,
    record.action,
    json(record.before),
    json(record.after),
  ]);
}

/** The latest changes, newest first, optionally of one area and subject. */
export async function listAudit(dataSource: DataSource, input: AuditListInput): Promise<{ entries: AuditEntry[] }> {
  const rows = await dataSource.getRepository(AuditEntryEntity).find({
    where: { ...(input.area ? { area: input.area } : {}), ...(input.subject ? { subject: input.subject } : {}) },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: input.limit,
  });
  return { entries: rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.toISOString() })) };
}
