// How the change history names and finds people (composed: a person is an email row, the users
// feature's, or a membership, loyalty's).
import { ERASED_PERSON, nameAuditSubjects, uuidSubject } from '../audit/api.js';
import { composedStatement } from '../../db/sql.js';
import { memberAuditNameSql, MEMBERSHIPS_SQL } from '../loyalty/api.js';
import { EMAIL_ROWS_SQL } from '../users/api.js';

/** Registers the namer with the change history (the people feature's start). */
export function namePeopleAuditSubjects(): void {
  // A person is their email row or their membership; an erasure deletes the one and renames the other's id, so it finds neither.
  nameAuditSubjects('person', {
    pattern: uuidSubject,
    names: (subjects) =>
      composedStatement<{ subject: string | null; name: string }>(
        `SELECT p.id::text AS subject,
                COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), ${memberAuditNameSql('m', '$2')})::text AS name
           FROM unnest($1::uuid[]) AS p(id)
           LEFT JOIN ${EMAIL_ROWS_SQL} u ON u."personId" = p.id
           LEFT JOIN ${MEMBERSHIPS_SQL} m ON m."personId" = p.id
          WHERE u.id IS NOT NULL OR m.id IS NOT NULL`,
        [subjects, ERASED_PERSON],
      ),
    // An erased person is found by nothing they had.
    namedLike: (pattern, limit) =>
      composedStatement<{ subject: string | null }>(
        `SELECT u."personId"::text AS subject FROM ${EMAIL_ROWS_SQL} u WHERE lower(u."firstName") LIKE $1 OR u.email LIKE $1
         UNION SELECT m."personId"::text FROM ${MEMBERSHIPS_SQL} m WHERE (lower(m."firstName") LIKE $1 OR m.email LIKE $1) AND m."erasedAt" IS NULL
         LIMIT $2`,
        [pattern, limit],
      ),
  });
}
