import { type DataSource, type EntityManager, LessThan } from 'typeorm';
import type { AuditArea, AuditListInput, AuditListOutput } from '../../../shared/audit.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { subjectNames } from './audit-subject-names.js';

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

/** Records several changes of one transaction in one statement (a batch of claim approvals). */
export async function recordAudits(manager: EntityManager, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((record) => ({ area: record.area, subject: record.subject, action: record.action, before: record.before ?? null, after: record.after ?? null }));
  await manager.query(
    `INSERT INTO audit_entry (area, subject, action, before, after)
     SELECT area, subject, action, NULLIF(before, 'null'::jsonb), NULLIF(after, 'null'::jsonb)
       FROM jsonb_to_recordset($1::jsonb) AS r(area varchar, subject varchar, action varchar, before jsonb, after jsonb)`,
    [JSON.stringify(rows)],
  );
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
  const names = await subjectNames(dataSource, page);
  return {
    entries: page.map((row, index) => ({ ...row, id: String(row.id), subjectName: names[index] ?? null, createdAt: row.createdAt.toISOString() })),
    nextBeforeId: rows.length > input.limit ? String(page.at(-1)?.id) : null,
  };
}
