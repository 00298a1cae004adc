import pg from 'pg';

export interface DatabaseContents {
  /** Per table of schema public: its row count and the MD5 of all its rows, ordered. */
  tables: Record<string, { rows: number; md5: string }>;
  /** Per sequence: where it stands. */
  sequences: Record<string, string>;
}

/** What a database holds, in a form two databases can be compared by. */
export async function databaseContents(url: string): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const contents: DatabaseContents = { tables: {}, sequences: {} };
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    for (const { name } of tables) {
      const { rows: [row] } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
      );
      contents.tables[name] = row!;
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
    );
    for (const { name } of sequences) {
      const { rows: [row] } = await client.query<{ position: string }>(`SELECT last_value || '/' || is_called AS position FROM "${name}"`);
      contents.sequences[name] = row!.position;
    }
    return contents;
  } finally {
    await client.end();
  }
}

/** The number of tables, views and sequences in schema public: 0 for a database nothing was written to. */
export async function relationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`);
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}
