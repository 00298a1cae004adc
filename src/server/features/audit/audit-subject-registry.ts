import type { AuditArea } from '../../../shared/audit.js';
import type { Statement } from '../../db/sql.js';

// The features whose changes are audited import audit's api.ts, so audit cannot import their
// statements back: each owner registers at its start how its subjects and accounts are named.

/** How the change history names the subjects of one area with their owner's statements. */
export interface SubjectNamer {
  /** Which subjects can be looked up (others are named by a fixed name or the entry itself). */
  pattern: RegExp;
  /** One statement for every subject of the area on the page: it answers (subject, name). */
  names: (subjects: string[]) => Statement<{ subject: string | null; name: string | null }>;
  /** The subjects whose current name contains `pattern` (a LIKE pattern, lower case), at most `limit`, for the Subject field. */
  namedLike?: (pattern: string, limit: number) => Statement<{ subject: string | null }>;
}

/** A subject that is a row's numeric id, or its uuid. */
export const numericSubject = /^[1-9][0-9]{0,17}$/;
export const uuidSubject = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const namers = new Map<AuditArea, SubjectNamer>();
let accountEmails: ((ids: string[]) => Statement<{ id: string; email: string | null }>) | undefined;

/** Registers how an area's subjects are named (its owner's start; a later registration replaces it). */
export function nameAuditSubjects(area: AuditArea, namer: SubjectNamer): void {
  namers.set(area, namer);
}

/** Registers the statement that reads the addresses of the accounts that made changes (rep-auth's start). */
export function nameAuditAccounts(emails: (ids: string[]) => Statement<{ id: string; email: string | null }>): void {
  accountEmails = emails;
}

export const subjectNamer = (area: AuditArea): SubjectNamer | undefined => namers.get(area);

export const registeredNamers = (): Array<[AuditArea, SubjectNamer]> => [...namers];

export const registeredAccountEmails = () => accountEmails;
