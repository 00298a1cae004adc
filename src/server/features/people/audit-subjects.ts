// How the change history names and finds people: a person is an email row (the users feature's
// email_rows) or a membership (loyalty's memberships, named by its membership_history_name).
import { ERASED_PERSON, nameAuditSubjects, uuidSubject } from '../audit/api.js';
import { sql } from '../../db/sql.js';

/** Registers the namer with the change history (the people feature's start). */
export function namePeopleAuditSubjects(): void {
  // A person is their email row or their membership; an erasure deletes the one and renames the other's id, so it finds neither.
  nameAuditSubjects('person', {
    pattern: uuidSubject,
    names: (subjects) =>
      sql<{ subject: string | null; name: string }>`SELECT p.id::text AS subject,
                COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), membership_history_name(m."erasedAt", m."firstName", m.email, m."loyaltyCode", ${ERASED_PERSON}))::text AS name
           FROM unnest(${subjects}::uuid[]) AS p(id)
           LEFT JOIN email_rows u ON u."personId" = p.id
           LEFT JOIN memberships m ON m."personId" = p.id
          WHERE u.id IS NOT NULL OR m.id IS NOT NULL`,
    // An erased person is found by nothing they had.
    namedLike: (pattern, limit) =>
      sql<{ subject: string | null }>`SELECT u."personId"::text AS subject FROM email_rows u WHERE lower(u."firstName") LIKE ${pattern} OR u.email LIKE ${pattern}
         UNION SELECT m."personId"::text FROM memberships m WHERE (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL
         LIMIT ${limit}`,
  });
}
