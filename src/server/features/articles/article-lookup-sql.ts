// The statements other features run on articles, written here beside the table.

/** How the change history names articles: $1 their ids; answers (subject, name). */
export const ARTICLE_SUBJECT_NAMES_SQL = `SELECT id::text AS subject, title AS name FROM article WHERE id = ANY($1::bigint[])`;

/** The change history's search: the ids of the articles whose title contains $1 (a LIKE pattern, lower case). */
export const ARTICLES_TITLED_LIKE_SQL = `SELECT id::text FROM article WHERE lower(title) LIKE $1`;
