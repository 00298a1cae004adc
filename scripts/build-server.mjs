// Compiles the server into dist/server (main.js, worker.js, reseed-cli.js, article-render-worker.js): one ES module per entry with the
// project's own code and migrations inside, packages left to node_modules. `npm start` runs it.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts', 'src/server/worker.ts', 'src/server/reseed-cli.ts', 'src/server/features/articles/article-render-worker.ts'],
  outdir: 'dist/server',
  // Every entry beside main.js: the article renderer finds its worker thread's file there.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  // TypeORM's decorators are TypeScript's (experimental) ones; every column names its type, so no
  // decorator metadata is needed.
  tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false, jsx: 'react-jsx' } },
});
