/**
 * Finds the tables a TypeScript file names in SQL, for `check-table-owners.ts`. Every string and
 * template literal of the file is read (whatever it is passed to: `query(`, `manager.query(`, a
 * prepared statement's `text`, a query builder's raw fragment, a constant), found with the
 * TypeScript parser rather than a regular expression over the file. Inside a literal a small
 * tokeniser reads the relation after FROM, JOIN, INTO, UPDATE, USING, TABLE, REFERENCES and
 * TRUNCATE (the code writes SQL keywords in capitals, so prose in messages is not taken for SQL),
 * the table a TRIGGER is made or dropped ON, and a relation named as a string
 * (`to_regclass('x')`, `'x'::regclass`), and leaves out the names of common table expressions
 * the literal defines. An SQL file (`tablesInSqlFile`) is read as one such text.
 *
 * A template literal's substitutions (`${PEOPLE_SQL}`) are not followed: a fragment counts for the
 * file that writes its text, which is how a feature offers a statement through its api.ts.
 */
import ts from 'typescript';

export interface NamedTable {
  /** As PostgreSQL reads it: unquoted names lower-cased, quoted ones as written. */
  name: string;
  /** 1-based line in the file. */
  line: number;
}

type Token = { kind: 'word' | 'quoted' | 'punct' | 'hole'; text: string; offset: number };

const RELATION_KEYWORDS = new Set(['FROM', 'JOIN', 'INTO', 'UPDATE', 'USING', 'TABLE', 'REFERENCES', 'TRUNCATE']);
/** After these a parenthesis is a column list, not a function call. */
const COLUMN_LIST_KEYWORDS = new Set(['INTO', 'REFERENCES', 'TABLE']);
/** Words that may stand between the keyword and the relation. */
const SKIPPED_WORDS = new Set(['ONLY', 'IF', 'EXISTS', 'NOT']);
/** Words that are never a relation (so `DO UPDATE SET`, `FROM LATERAL`, `FOR UPDATE SKIP LOCKED`). */
const NOT_RELATIONS = new Set([
  'SET', 'SELECT', 'LATERAL', 'VALUES', 'WHERE', 'SKIP', 'NOWAIT', 'OF', 'STDIN', 'STDOUT', 'ON', 'AND', 'OR',
  'WITH', 'AS', 'DEFAULT', 'CASCADE', 'RESTRICT', 'ROWS', 'RETURNING', 'NULL', 'TRUE', 'FALSE',
]);
/** Words after a relation that are not its alias. */
const CLAUSE_WORDS = new Set([
  'WHERE', 'ON', 'USING', 'JOIN', 'LEFT', 'RIGHT', 'INNER', 'FULL', 'CROSS', 'NATURAL', 'GROUP', 'ORDER', 'LIMIT', 'OFFSET',
  'HAVING', 'WINDOW', 'UNION', 'INTERSECT', 'EXCEPT', 'FOR', 'RETURNING', 'SET', 'VALUES', 'SELECT', 'DEFAULT', 'ON',
  'TABLESAMPLE', 'FETCH', 'AND', 'OR',
]);

const blank = (part: string) => part.replace(/[^\n]/g, ' ');

/**
 * Blanks `-- comments`, `/* comments *\/` and 'string constants', keeping every offset and line;
 * a string that names a relation (`to_regclass('x')`, `'x'::regclass`) is returned as a name.
 */
function withoutCommentsAndStrings(sql: string): { text: string; regclasses: Array<{ name: string; offset: number }> } {
  const regclasses: Array<{ name: string; offset: number }> = [];
  const text = sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, (part, offset: number) => {
    if (part.startsWith("'")) {
      const named = /^'(?:public\.)?([a-z_][a-z0-9_]*)'$/.exec(part);
      const before = sql.slice(0, offset);
      if (named && (/to_regclass\(\s*$/.test(before) || sql.startsWith('::regclass', offset + part.length))) regclasses.push({ name: named[1]!, offset: offset + 1 });
    }
    return blank(part);
  });
  return { text, regclasses };
}

function tokens(sql: string): Token[] {
  const found: Token[] = [];
  const pattern = /"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*)|(\u0000+)|(\S)/g;
  for (const match of sql.matchAll(pattern)) {
    const offset = match.index;
    if (match[1] !== undefined) found.push({ kind: 'quoted', text: match[1].replace(/""/g, '"'), offset });
    else if (match[2] !== undefined) found.push({ kind: 'word', text: match[2], offset });
    else if (match[3] !== undefined) found.push({ kind: 'hole', text: match[3], offset });
    else found.push({ kind: 'punct', text: match[4]!, offset });
  }
  return found;
}

const isName = (token: Token | undefined): token is Token => token !== undefined && (token.kind === 'quoted' || (token.kind === 'word' && !NOT_RELATIONS.has(token.text.toUpperCase())));
const isWord = (token: Token | undefined, word: string) => token?.kind === 'word' && token.text.toUpperCase() === word;
const relationName = (token: Token) => (token.kind === 'quoted' ? token.text : token.text.toLowerCase());

/** The names a statement defines as common table expressions: `name AS (`, `name (a, b) AS (`, `name AS [NOT] MATERIALIZED (`. */
function cteNames(list: Token[]): Set<string> {
  const names = new Set<string>();
  for (let i = 0; i < list.length; i += 1) {
    const token = list[i]!;
    if (token.kind !== 'word' && token.kind !== 'quoted') continue;
    let next = i + 1;
    if (list[next]?.text === '(' && list[next]?.kind === 'punct') {
      // A column list: words and commas up to the closing parenthesis, then AS.
      let close = next + 1;
      while (close < list.length && (list[close]!.kind === 'word' || list[close]!.kind === 'quoted' || list[close]!.text === ',')) close += 1;
      if (list[close]?.text !== ')') continue;
      next = close + 1;
    }
    if (!isWord(list[next], 'AS')) continue;
    next += 1;
    if (isWord(list[next], 'NOT')) next += 1;
    if (isWord(list[next], 'MATERIALIZED')) next += 1;
    if (list[next]?.kind === 'punct' && list[next]?.text === '(') names.add(relationName(token));
  }
  return names;
}

/** The relations one SQL text names, with each name's offset in the text. */
export function tablesInSql(sql: string): Array<{ name: string; offset: number }> {
  const { text, regclasses } = withoutCommentsAndStrings(sql);
  const list = tokens(text);
  const ctes = cteNames(list);
  const found: Array<{ name: string; offset: number }> = [...regclasses];
  /** Reads a relation at index i; returns the index after it, or -1 when none is there. */
  const relationAt = (i: number, columnList: boolean): number => {
    let token = list[i];
    if (!isName(token)) return -1;
    let next = i + 1;
    // A qualified name: only the public schema's relations are the app's.
    if (list[next]?.text === '.' && list[next]?.kind === 'punct') {
      if (relationName(token) !== 'public') return -1;
      token = list[next + 1];
      if (!isName(token)) return -1;
      next += 2;
    }
    // `unnest(...)`, `generate_series(...)`: a function, not a relation.
    if (!columnList && list[next]?.kind === 'punct' && list[next]?.text === '(') return -1;
    const name = relationName(token);
    if (!ctes.has(name)) found.push({ name, offset: token.offset });
    return next;
  };
  for (let i = 0; i < list.length; i += 1) {
    const token = list[i]!;
    // CREATE TRIGGER name AFTER INSERT OR UPDATE OF a ON relation, DROP TRIGGER IF EXISTS name ON relation.
    if (token.kind === 'word' && token.text === 'TRIGGER') {
      let on = i + 1;
      while (on < list.length && list[on]!.text !== ';' && !(list[on]!.kind === 'word' && list[on]!.text === 'ON')) on += 1;
      if (list[on]?.text === 'ON') relationAt(on + 1, false);
      continue;
    }
    if (token.kind !== 'word' || token.text !== token.text.toUpperCase() || !RELATION_KEYWORDS.has(token.text)) continue;
    let at = i + 1;
    while (list[at]?.kind === 'word' && SKIPPED_WORDS.has(list[at]!.text.toUpperCase())) at += 1;
    let after = relationAt(at, COLUMN_LIST_KEYWORDS.has(token.text));
    // FROM a x, b y: a list of relations.
    while (after !== -1 && (token.text === 'FROM' || token.text === 'USING' || token.text === 'TRUNCATE')) {
      if (isWord(list[after], 'AS')) after += 1;
      if ((list[after]?.kind === 'word' && !CLAUSE_WORDS.has(list[after]!.text.toUpperCase())) || list[after]?.kind === 'quoted') after += 1;
      if (list[after]?.kind !== 'punct' || list[after]?.text !== ',') break;
      after = relationAt(after + 1, false);
    }
  }
  return found;
}

/**
 * The SQL text of a literal as it stands in the source, with its offset there: the delimiters
 * dropped, escaped quotes and substitutions blanked (a substitution becomes a hole no name is read
 * from), so offsets in it are offsets in the file.
 */
function literalText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression, source: ts.SourceFile): { text: string; start: number } {
  const start = node.getStart(source) + 1;
  const end = node.getEnd() - 1;
  let text = source.text.slice(start, end);
  if (ts.isTemplateExpression(node)) {
    const chars = text.split('');
    for (const span of node.templateSpans) {
      // From `${` to `}`: the substitution and its delimiters.
      const from = span.expression.getFullStart() - 2 - start;
      const to = span.literal.getStart(source) + 1 - start;
      for (let k = Math.max(0, from); k < Math.min(chars.length, to); k += 1) if (chars[k] !== '\n') chars[k] = '\u0000';
    }
    text = chars.join('');
  }
  // \" \' \` and other escapes: the backslash becomes a space.
  return { text: text.replace(/\\(.)/g, ' $1'), start };
}

/** Every relation an SQL file names (a feature's `sql/<function>.sql`: function bodies are read as SQL). */
export function tablesInSqlFile(sqlText: string): NamedTable[] {
  const lineAt = (offset: number) => sqlText.slice(0, offset).split('\n').length;
  return tablesInSql(sqlText).map((table) => ({ name: table.name, line: lineAt(table.offset) }));
}

/** Every relation named in SQL in a TypeScript source file. */
export function tablesInSource(fileName: string, sourceText: string): NamedTable[] {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: NamedTable[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // Module specifiers are paths, not SQL.
      if (!(ts.isStringLiteral(node) && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)))) {
        const { text, start } = literalText(node, source);
        for (const table of tablesInSql(text)) found.push({ name: table.name, line: source.getLineAndCharacterOfPosition(start + table.offset).line + 1 });
      }
    }
    // Substitutions may hold literals of their own (`${cond ? 'JOIN x' : ''}`).
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
