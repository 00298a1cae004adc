import { describe, expect, it } from 'vitest';
import { tablesInSource, tablesInSql, tablesInSqlFile } from './sql-table-names.js';

const names = (sql: string) => tablesInSql(sql).map((table) => table.name);

describe('the tables an SQL text names', () => {
  it('reads FROM, JOIN, INTO, UPDATE, DELETE FROM, USING and REFERENCES, quoted or not', () => {
    expect(names(`SELECT 1 FROM "user" u JOIN loyalty_member m ON m.email = u.email LEFT JOIN public.store_order o ON true`)).toEqual(['user', 'loyalty_member', 'store_order']);
    expect(names(`INSERT INTO email_message (recipient) SELECT address FROM newsletter_subscriber`)).toEqual(['email_message', 'newsletter_subscriber']);
    expect(names(`UPDATE purchase_claim SET status = 'x'; DELETE FROM quiz_response q USING "user" u WHERE q."userId" = u.id`)).toEqual(['purchase_claim', 'quiz_response', 'user']);
    expect(names(`ALTER TABLE a ADD CONSTRAINT k FOREIGN KEY (b) REFERENCES product (id)`)).toEqual(['a', 'product']);
    expect(names(`SELECT * FROM product p, article a WHERE p.id = a.id`)).toEqual(['product', 'article']);
    expect(names(`SELECT to_regclass('backup_run') IS NOT NULL, 'public.migrations'::regclass`)).toEqual(['backup_run', 'migrations']);
  });

  it('leaves out common table expressions, functions, subqueries, strings, comments and prose', () => {
    expect(names(`WITH gone AS (DELETE FROM person_note RETURNING 1), kept (id) AS MATERIALIZED (SELECT 1) SELECT * FROM gone, kept`)).toEqual(['person_note']);
    expect(names(`SELECT * FROM unnest($1::int[]) AS x(id) JOIN LATERAL (SELECT 1) y ON true`)).toEqual([]);
    expect(names(`SELECT 'FROM product' -- JOIN article\n /* UPDATE segment */ FROM due`)).toEqual(['due']);
    expect(names(`INSERT INTO t (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2 FOR UPDATE OF t`)).toEqual(['t']);
    expect(names(`Choose a product from the list`)).toEqual([]);
  });
});

describe('the tables an SQL file names', () => {
  it('reads function bodies, and the table of each trigger, with their lines', () => {
    const file = [
      `-- Keeps FROM comments out.`,
      `CREATE OR REPLACE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$`,
      `BEGIN UPDATE "user" u SET x = 1 FROM added a WHERE u.id = a.id; RETURN NULL; END $$;`,
      `DROP TRIGGER IF EXISTS t ON quiz_response;`,
      `CREATE TRIGGER t AFTER INSERT OR UPDATE OF "userId" ON quiz_response REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION f();`,
      `ALTER TABLE product DISABLE TRIGGER USER;`,
    ].join('\n');
    expect(tablesInSqlFile(file)).toEqual([
      { name: 'user', line: 3 },
      { name: 'added', line: 3 },
      { name: 'quiz_response', line: 4 },
      { name: 'quiz_response', line: 5 },
      { name: 'product', line: 6 },
    ]);
  });
});

describe('the tables a TypeScript file names in SQL', () => {
  it('reads every literal, with its line, and not the substitutions of a template', () => {
    const source = [
      `import { x } from 'FROM nothing';`,
      `const A = 'SELECT 1 FROM product';`,
      'const B = `SELECT 1',
      '  FROM ${A} a JOIN "user" u ON true ${flag ? `JOIN article r ON true` : ``}`;',
    ].join('\n');
    expect(tablesInSource('x.ts', source)).toEqual([
      { name: 'product', line: 2 },
      { name: 'user', line: 4 },
      { name: 'article', line: 4 },
    ]);
  });
});
