// The statements other features run on newsletter campaigns, written here beside the table.
import { sql } from '../../db/sql.js';

/** How the change history names campaigns: answers (subject, name) for these ids. */
export const campaignSubjectNames = (ids: string[]) => sql<{ subject: string; name: string }>`SELECT id::text AS subject, subject AS name FROM newsletter_campaign WHERE id = ANY(${ids}::bigint[])`;

/** The change history's search: the ids of at most `limit` campaigns whose subject contains `pattern` (a LIKE pattern, lower case). */
export const campaignsSubjectedLike = (pattern: string, limit: number) =>
  sql<{ subject: string }>`SELECT id::text AS subject FROM newsletter_campaign WHERE lower(subject) LIKE ${pattern} LIMIT ${limit}`;
