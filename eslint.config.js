// Lint: typescript-eslint's recommended rules, React's hook rules for the client, and the import
// rules that keep the layers apart (the full boundary and cycle check is dependency-cruiser's,
// see .dependency-cruiser.cjs).
import js from '@eslint/js';
import safeql from '@ts-safeql/eslint-plugin/config';
import sqlTypes from './src/server/db/sql-types.json' with { type: 'json' };
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientTakesOnlyTheRouterType = {
  regex: 'server/(?!app-router(\\.js)?$)',
  message: 'The client imports only the AppRouter type from the server.',
};

// Every `sql` statement of the server (src/server/db/sql.ts) is checked against the migrated schema:
// `npm run lint` migrates a scratch database and passes its address here. Without it (an editor
// running ESLint alone) the other rules still apply. src/server/db/sql-types.json names the
// TypeScript types of columns that hold one of a closed set of values.
const schemaDatabaseUrl = process.env.SAFEQL_DATABASE_URL;
const sqlChecks = schemaDatabaseUrl
  ? [
      {
        files: ['src/server/**/*.{ts,tsx}'],
        ignores: ['**/*.test.ts', 'src/server/**/*-test-helpers.ts'],
        languageOptions: { parserOptions: { project: ['./tsconfig.server.json'], tsconfigRootDir: import.meta.dirname } },
        ...safeql.configs.connections({
          databaseUrl: schemaDatabaseUrl,
          targets: [{ tag: 'sql' }],
          overrides: {
            // Columns holding one of a closed set of values (src/shared) read as that set's type,
            // and a value of such a type is text when it goes in. JSON read back is `unknown` until
            // the code checks its shape; bytes go in and come out as a Buffer, as node-postgres
            // gives them.
            columns: sqlTypes.columns,
            types: {
              text: { parameter: `+(${sqlTypes.textParameters.join('|')})`, return: 'string' },
              jsonb: 'unknown',
              bytea: { parameter: 'Buffer*', return: 'Buffer' },
            },
          },
        }),
      },
    ]
  : [];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // TypeORM's entity lists are arrays of classes.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Input schemas refuse NUL bytes on purpose (PostgreSQL text cannot hold them).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [clientTakesOnlyTheRouterType] }],
    },
  },
  {
    // A client feature reaches another only through shared code (src/shared, components, lib).
    files: ['src/client/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientTakesOnlyTheRouterType,
            { regex: '^\\.\\./(?!\\.\\.)', message: 'A client feature does not import another feature: move what both need to components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    // Text that reaches the server is checked at the door: every string schema starts from
    // text() (src/shared/text.ts), which refuses NUL and lone surrogates (PostgreSQL cannot store
    // them) with a 400 naming the field. The environment and the email payloads read back from
    // the outbox are not visitor input.
    files: ['src/shared/**/*.ts', 'src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/core/env.ts', 'src/server/core/trust-proxy.ts', 'src/server/**/emails/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Build string schemas with text('Field label') from src/shared/text.ts: it refuses text PostgreSQL cannot store, naming the field.",
        },
      ],
    },
  },
  {
    // Every CSV the app writes goes through spreadsheetCsv(), which guards cells a spreadsheet
    // would run as formulas.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/http/spreadsheet-csv.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^csv-stringify', message: 'Write CSV files with spreadsheetCsv() from src/server/http/spreadsheet-csv.ts.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(node:|react|@tanstack|@mantine|fastify|typeorm)', message: 'Shared code runs on both sides: no Node, React or server packages.' },
            { regex: '/(server|client)/', message: 'Shared code imports neither server nor client code.' },
          ],
        },
      ],
    },
  },
  ...sqlChecks,
);
