// The layers of src (see DESIGN.md): no cycles; infrastructure never imports a feature; a feature
// reaches another only through its api.ts; client features reach each other only through shared
// code; the client takes nothing from the server but the AppRouter type.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make start-up order and refactoring fragile, type-only ones included (they tie the modules together for every reader and tool). Only a lazy import() may point back.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'infrastructure-imports-no-feature',
      severity: 'error',
      comment: 'core, db, http, trpc, seo and mail offer mechanisms; the app root composes the features.',
      from: { path: '^src/server/(core|db|http|trpc|seo|mail)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'features-import-no-app-root',
      severity: 'error',
      comment: 'The app root (main, app, features, app-router) names the features, not the other way round.',
      from: { path: '^src/server/(core|db|http|trpc|seo|mail|features)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/[^/]+\\.ts$', pathNot: '^src/server/errors\\.ts$' },
    },
    {
      name: 'features-meet-through-api',
      severity: 'error',
      comment: "Another feature's folder is entered only through its api.ts.",
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/([^/]+)/', pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/api\\.ts$'] },
    },
    {
      name: 'client-features-meet-through-shared',
      severity: 'error',
      comment: 'Client features share code through src/shared or the client-wide folders, not each other.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/([^/]+)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-takes-only-the-router-type',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', pathNot: '^src/server/app-router\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-is-shared',
      severity: 'error',
      comment: 'Shared code runs on both sides.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'production-code-imports-no-tests',
      severity: 'error',
      comment: 'Test helpers and fixtures live under test/; code under src/ that ships never reaches them.',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^test/|\\.test\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.test.json' },
  },
};
