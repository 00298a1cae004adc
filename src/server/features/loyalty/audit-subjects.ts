// How the change history names and finds the loyalty programme's subjects: rewards, members (a
// points adjustment's subject), claims and redemptions, written here beside the tables. A member
// is named by loyalty's SQL function membership_history_name (sql/membership_history_name.sql):
// first name and address, or her code; an erased membership keeps none of them and is named as
// erased. The people namer calls it too.
import { ERASED_PERSON, nameAuditSubjects, numericSubject } from '../audit/api.js';
import { sql } from '../../db/sql.js';

/** Registers the namers with the change history (the loyalty feature's start). */
export function nameLoyaltyAuditSubjects(): void {
  nameAuditSubjects('loyalty-reward', {
    pattern: numericSubject,
    names: (subjects) => sql<{ subject: string; name: string }>`SELECT id::text AS subject, name FROM loyalty_reward WHERE id = ANY(${subjects}::bigint[])`,
    namedLike: (pattern, limit) => sql<{ subject: string }>`SELECT id::text AS subject FROM loyalty_reward WHERE lower(name) LIKE ${pattern} LIMIT ${limit}`,
  });
  nameAuditSubjects('loyalty-redemption', {
    pattern: numericSubject,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT r.id::text AS subject, (w.name || ' for ' || membership_history_name(m."erasedAt", m."firstName", m.email, m."loyaltyCode", ${ERASED_PERSON}))::text AS name
            FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId" JOIN loyalty_member m ON m.id = r."memberId"
           WHERE r.id = ANY(${subjects}::bigint[])`,
    namedLike: (pattern, limit) =>
      sql<{ subject: string }>`SELECT r.id::text AS subject FROM loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId"
           WHERE (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL LIMIT ${limit}`,
  });
  nameAuditSubjects('loyalty-claim', {
    pattern: numericSubject,
    names: (subjects) =>
      sql<{ subject: string; name: string }>`SELECT c.id::text AS subject, ('Order ' || c."orderNumber" || ' by ' || membership_history_name(m."erasedAt", m."firstName", m.email, m."loyaltyCode", ${ERASED_PERSON}))::text AS name
            FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId" WHERE c.id = ANY(${subjects}::bigint[])`,
    namedLike: (pattern, limit) =>
      sql<{ subject: string }>`SELECT c.id::text AS subject FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId"
           WHERE lower(c."orderNumber") LIKE ${pattern} OR (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL LIMIT ${limit}`,
  });
  nameAuditSubjects('loyalty-adjustment', {
    pattern: numericSubject,
    names: (subjects) =>
      sql<{ subject: string; name: string | null }>`SELECT m.id::text AS subject, membership_history_name(m."erasedAt", m."firstName", m.email, m."loyaltyCode", ${ERASED_PERSON})::text AS name
            FROM loyalty_member m WHERE m.id = ANY(${subjects}::bigint[])`,
    namedLike: (pattern, limit) =>
      sql<{ subject: string }>`SELECT m.id::text AS subject FROM loyalty_member m WHERE (lower(m."firstName") LIKE ${pattern} OR m.email LIKE ${pattern}) AND m."erasedAt" IS NULL LIMIT ${limit}`,
  });
}
