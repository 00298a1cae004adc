// How the change history names back-office accounts: the subject of an account's changes, and the
// account that made each change, written here beside the tables.
import { nameAuditAccounts, nameAuditSubjects, uuidSubject } from '../audit/api.js';
import { sql } from '../../db/sql.js';

/** Registers the namers with the change history (the rep-auth feature's start). */
export function nameRepAuthAuditSubjects(): void {
  // An account by its address (the owner before she named hers by her role), an invitation by whom it invited.
  nameAuditSubjects('rep-account', {
    pattern: uuidSubject,
    names: (subjects) =>
      sql<{ subject: string | null; name: string }>`SELECT id::text AS subject, COALESCE(email, 'The owner') AS name FROM rep_account WHERE id = ANY(${subjects}::uuid[])
          UNION ALL SELECT id::text, 'Invitation to ' || email FROM rep_account_link WHERE id = ANY(${subjects}::uuid[]) AND kind = 'invitation'`,
  });
  nameAuditAccounts((ids) => sql<{ id: string; email: string | null }>`SELECT id, email FROM rep_account WHERE id = ANY(${ids}::uuid[])`);
}
