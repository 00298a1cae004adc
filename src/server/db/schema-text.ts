/**
 * The schema of a migrated database as one readable SQL text (`src/server/db/schema.sql`): the
 * tables with their columns, keys and checks, then indexes, views, functions and triggers, each
 * kind in name order, so the text changes only when the schema does. Read from PostgreSQL's own
 * catalogue functions (pg_get_constraintdef, pg_get_indexdef, pg_get_viewdef,
 * pg_get_functiondef, pg_get_triggerdef), which print what the server holds now: a function
 * redefined by several migrations appears once, as its latest text.
 *
 * Why not `pg_dump --schema-only`: no pg_dump of the embedded server's major version installs
 * with the project (Debian's is older, and an older pg_dump refuses a newer server).
 */

/** Runs one read-only statement: a pg client's or a TypeORM DataSource's `query`. */
export type CatalogQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

const inPublic = `n.nspname = 'public'`;
/** Objects that belong to an extension (pg_trgm's functions, say) are the extension's, not ours. */
const notFromExtension = (oid: string) => `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;

const quoteName = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

async function extensions(query: CatalogQuery): Promise<string[]> {
  const rows = await query(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`);
  return rows.map((row) => `CREATE EXTENSION IF NOT EXISTS ${quoteName(String(row.extname))};`);
}

async function enumTypes(query: CatalogQuery): Promise<string[]> {
  const rows = await query(`
    SELECT t.typname, array_agg(quote_literal(e.enumlabel) ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE ${inPublic} AND ${notFromExtension('t.oid')}
    GROUP BY t.typname ORDER BY t.typname`);
  return rows.map((row) => `CREATE TYPE ${quoteName(String(row.typname))} AS ENUM (${(row.labels as string[]).join(', ')});`);
}

/** Sequences of their own (a serial or identity column's sequence is part of its column). */
async function sequences(query: CatalogQuery): Promise<string[]> {
  const rows = await query(`
    SELECT c.relname, s.seqstart, s.seqincrement
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_sequence s ON s.seqrelid = c.oid
    WHERE c.relkind = 'S' AND ${inPublic}
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    ORDER BY c.relname`);
  return rows.map((row) => `CREATE SEQUENCE ${quoteName(String(row.relname))} START ${row.seqstart} INCREMENT ${row.seqincrement};`);
}

async function tables(query: CatalogQuery): Promise<string[]> {
  const tableRows = await query(`
    SELECT c.oid, c.relname, c.relpersistence, c.reloptions
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND ${inPublic} AND ${notFromExtension('c.oid')}
    ORDER BY c.relname`);
  const columnRows = await query(`
    SELECT a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull,
           pg_get_expr(ad.adbin, ad.adrelid) AS default_value, a.attidentity, a.attgenerated
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
    WHERE c.relkind IN ('r', 'p') AND ${inPublic} AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attrelid, a.attnum`);
  // NOT NULL constraints are printed with their columns.
  const constraintRows = await query(`
    SELECT con.conrelid, con.conname, pg_get_constraintdef(con.oid, true) AS definition
    FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${inPublic} AND con.contype <> 'n'
    ORDER BY con.conrelid, con.conname`);
  return tableRows.map((table) => {
    const columns = columnRows
      .filter((column) => column.attrelid === table.oid)
      .map((column) => {
        let line = `  ${quoteName(String(column.attname))} ${column.type}`;
        if (column.attgenerated === 's') line += ` GENERATED ALWAYS AS (${column.default_value}) STORED`;
        else if (column.attidentity) line += ` GENERATED ${column.attidentity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`;
        else if (column.default_value !== null) line += ` DEFAULT ${column.default_value}`;
        if (column.attnotnull) line += ' NOT NULL';
        return line;
      });
    const constraints = constraintRows
      .filter((constraint) => constraint.conrelid === table.oid)
      .map((constraint) => `  CONSTRAINT ${quoteName(String(constraint.conname))} ${constraint.definition}`);
    const unlogged = table.relpersistence === 'u' ? 'UNLOGGED ' : '';
    const options = Array.isArray(table.reloptions) && table.reloptions.length > 0 ? ` WITH (${(table.reloptions as string[]).join(', ')})` : '';
    return `CREATE ${unlogged}TABLE ${quoteName(String(table.relname))} (\n${[...columns, ...constraints].join(',\n')}\n)${options};`;
  });
}

/** Indexes other than those a primary key, unique or exclusion constraint makes. */
async function indexes(query: CatalogQuery): Promise<string[]> {
  const rows = await query(`
    SELECT pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_namespace n ON n.oid = ic.relnamespace
    WHERE ${inPublic} AND ${notFromExtension('i.indrelid')}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid AND con.contype IN ('p', 'u', 'x'))
    ORDER BY ic.relname`);
  return rows.map((row) => `${row.definition};`);
}

/** A view (or materialized view) of the schema as PostgreSQL prints it. */
export interface ViewDefinition {
  name: string;
  materialized: boolean;
  definition: string;
}

/** The schema's views, in name order. */
export async function viewDefinitions(query: CatalogQuery): Promise<ViewDefinition[]> {
  const rows = await query(`
    SELECT c.relname, c.relkind, pg_get_viewdef(c.oid, true) AS definition
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('v', 'm') AND ${inPublic} AND ${notFromExtension('c.oid')}
    ORDER BY c.relname`);
  return rows.map((row) => ({ name: String(row.relname), materialized: row.relkind === 'm', definition: String(row.definition) }));
}

async function views(query: CatalogQuery): Promise<string[]> {
  return (await viewDefinitions(query)).map(
    (view) => `CREATE ${view.materialized ? 'MATERIALIZED VIEW' : 'VIEW'} ${quoteName(view.name)} AS\n${view.definition.trimEnd()}`,
  );
}

/** A function of the schema as PostgreSQL prints it. */
export interface FunctionDefinition {
  name: string;
  /** `steps integer, stage integer`: with the name, what tells overloads apart. */
  identityArguments: string;
  definition: string;
}

/** The schema's functions (not an extension's), in name order. */
export async function functionDefinitions(query: CatalogQuery): Promise<FunctionDefinition[]> {
  const rows = await query(`
    SELECT p.proname, pg_get_function_identity_arguments(p.oid) AS arguments, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE ${inPublic} AND p.prokind IN ('f', 'p') AND ${notFromExtension('p.oid')}
    ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`);
  return rows.map((row) => ({ name: String(row.proname), identityArguments: String(row.arguments), definition: String(row.definition) }));
}

async function functions(query: CatalogQuery): Promise<string[]> {
  return (await functionDefinitions(query)).map((fn) => `${fn.definition.trimEnd()};`);
}

/** A trigger of the schema as PostgreSQL prints it, with its table and the function it runs. */
export interface TriggerDefinition {
  name: string;
  table: string;
  functionName: string;
  definition: string;
}

/** The schema's triggers (not those PostgreSQL makes for foreign keys), by table and name. */
export async function triggerDefinitions(query: CatalogQuery): Promise<TriggerDefinition[]> {
  const rows = await query(`
    SELECT t.tgname, c.relname, p.proname, pg_get_triggerdef(t.oid, true) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE ${inPublic} AND NOT t.tgisinternal
    ORDER BY c.relname, t.tgname`);
  return rows.map((row) => ({ name: String(row.tgname), table: String(row.relname), functionName: String(row.proname), definition: String(row.definition) }));
}

async function triggers(query: CatalogQuery): Promise<string[]> {
  return (await triggerDefinitions(query)).map((trigger) => `${trigger.definition};`);
}

/** The whole text, sections in the order a reader needs them (a table before its triggers). */
export async function schemaText(query: CatalogQuery): Promise<string> {
  const sections: Array<[string, string[]]> = [
    ['Extensions', await extensions(query)],
    ['Types', await enumTypes(query)],
    ['Sequences', await sequences(query)],
    ['Tables', await tables(query)],
    ['Indexes', await indexes(query)],
    ['Views', await views(query)],
    ['Functions', await functions(query)],
    ['Triggers', await triggers(query)],
  ];
  const header = [
    '-- The database schema that the migrations make, generated by `npm run db:schema`: do not edit.',
    '-- A test fails when a migration changes the schema and this file was not generated again.',
  ];
  const body = sections.filter(([, items]) => items.length > 0).map(([title, items]) => `-- ${title}\n\n${items.join('\n\n')}`);
  return `${[header.join('\n'), ...body].join('\n\n')}\n`;
}
