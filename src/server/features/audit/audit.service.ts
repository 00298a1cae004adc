import { type DataSource, type EntityManager, LessThan } from 'typeorm';
import type { AuditArea, AuditListInput, AuditListOutput } from '../../../shared/audit.js';
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

/**
 * The latest changes, newest first, optionally of one area and subject, a page at a time: ids
 * grow with time, so "older than the last one shown" is a stable cursor while changes arrive.
 */
export async function listAudit(dataSource: DataSource, input: AuditListInput): Promise<AuditListOutput> {
  const rows = await dataSource.getRepository(AuditEntryEntity).find({
    where: {
      ...(input.area ? { area: input.area } : {}),
      ...(input.subject ? { subject: input.subject } : {}),
      ...(input.beforeId ? { id: LessThan(input.beforeId) } : {}),
    },
    order: { id: 'DESC' },
    take: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  return {
    entries: page.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.toISOString() })),
    nextBeforeId: rows.length > input.limit ? String(page.at(-1)?.id) : null,
  };
}
