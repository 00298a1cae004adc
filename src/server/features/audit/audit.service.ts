import { type DataSource, type EntityManager, LessThan } from 'typeorm';
import type { AuditArea, AuditListInput, AuditListOutput } from '../../../shared/audit.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { namedSubjects, subjectNames } from './audit-subject-names.js';
import { registeredAccountEmails } from './audit-subject-registry.js';
import { containsPattern } from '../../db/like-pattern.js';
import { actingAccountId } from '../../core/acting-account.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export interface AuditRecord {
  area: AuditArea;
  subject: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /** Who made the change; by default the account the request acts for (none for scheduled work). */
  accountId?: string | null;
}

/** Records a back-office change in the caller's transaction, so it commits with the change. */
export async function recordAudit(manager: EntityManager, record: AuditRecord): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await execute(manager, sql`INSERT INTO audit_entry (area, subject, action, before, after, "accountId") VALUES (${record.area}, ${record.subject}, ${record.action}, ${json(record.before)}::jsonb, ${json(record.after)}::jsonb, ${record.accountId === undefined ? actingAccountId() : record.accountId}::uuid)`);
}

/** Records several changes of one transaction in one statement (a batch of claim approvals). */
export async function recordAudits(manager: EntityManager, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((record) => ({ area: record.area, subject: record.subject, action: record.action, before: record.before ?? null, after: record.after ?? null }));
  await execute(manager, sql`INSERT INTO audit_entry (area, subject, action, before, after, "accountId")
     SELECT area, subject, action, NULLIF(before, 'null'::jsonb), NULLIF(after, 'null'::jsonb), ${actingAccountId()}::uuid
       FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(area varchar, subject varchar, action varchar, before jsonb, after jsonb)`);
}

/**
 * The latest changes, newest first, optionally of one area and subject, a page at a time: ids
 * grow with time, so "older than the last one shown" is a stable cursor while changes arrive.
 */
export async function listAudit(dataSource: DataSource, input: AuditListInput): Promise<AuditListOutput> {
  // An id (digits, a uuid, a fixed subject such as 'store') is matched as stored; other words by name.
  const byName = input.subject !== undefined && input.subject !== '' && !storedSubject.test(input.subject);
  const rows = byName
    ? await entriesNamed(dataSource, input as AuditListInput & { subject: string })
    : await dataSource.getRepository(AuditEntryEntity).find({
        where: {
          ...(input.area ? { area: input.area } : {}),
          ...(input.subject ? { subject: input.subject } : {}),
          ...(input.beforeId ? { id: LessThan(input.beforeId) } : {}),
          ...(input.accountId ? { accountId: input.accountId } : {}),
        },
        order: { id: 'DESC' },
        take: input.limit + 1,
      });
  const page = rows.slice(0, input.limit);
  const names = await subjectNames(dataSource, page);
  const emails = await accountEmails(dataSource, page);
  return {
    entries: page.map((row, index) => ({
      ...row,
      id: String(row.id),
      subjectName: names[index] ?? null,
      accountEmail: row.accountId ? (emails.get(row.accountId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBeforeId: rows.length > input.limit ? String(page.at(-1)?.id) : null,
  };
}

async function accountEmails(dataSource: DataSource, entries: readonly AuditEntryEntity[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.accountId ? [entry.accountId] : [])))];
  const statement = registeredAccountEmails();
  if (ids.length === 0 || !statement) return new Map();
  const rows = await queryRows(dataSource, statement(ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

const storedSubject = /^(?:[0-9]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|store)$/i;

/**
 * Entries about a subject the representative named: one whose name today (a product's, a
 * member's, an order number) contains the words, in any case, or whose stored subject is them.
 */
async function entriesNamed(dataSource: DataSource, input: AuditListInput & { subject: string }): Promise<AuditEntryEntity[]> {
  const named = await namedSubjects(dataSource, containsPattern(input.subject.toLowerCase()));
  const area = input.area ?? null;
  const beforeId = input.beforeId ?? null;
  const accountId = input.accountId ?? null;
  return queryRows(
    dataSource,
    sql<{ id: string; area: AuditArea; subject: string; action: string; before: unknown | null; after: unknown | null; accountId: string | null; createdAt: Date }>`SELECT e.id, e.area, e.subject, e.action, e.before, e.after, e."accountId", e."createdAt" FROM audit_entry e
      WHERE (e.subject = ${input.subject} OR (e.area, e.subject) IN (SELECT * FROM unnest(${named.areas}::varchar[], ${named.subjects}::varchar[])))
        AND (${area}::varchar IS NULL OR e.area = ${area}) AND (${beforeId}::bigint IS NULL OR e.id < ${beforeId}::bigint)
        AND (${accountId}::uuid IS NULL OR e."accountId" = ${accountId}::uuid)
      ORDER BY e.id DESC LIMIT ${input.limit + 1}`,
  );
}
