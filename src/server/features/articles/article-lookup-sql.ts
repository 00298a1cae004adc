// The statements other features run on articles, written here beside the table.
import { sql } from '../../db/sql.js';

/** How the change history names articles: answers (subject, name) for these ids. */
export const articleSubjectNames = (ids: string[]) => sql<{ subject: string; name: string }>`SELECT id::text AS subject, title AS name FROM article WHERE id = ANY(${ids}::bigint[])`;

/** The change history's search: the ids of at most `limit` articles whose title contains `pattern` (a LIKE pattern, lower case). */
export const articlesTitledLike = (pattern: string, limit: number) => sql<{ subject: string }>`SELECT id::text AS subject FROM article WHERE lower(title) LIKE ${pattern} LIMIT ${limit}`;
