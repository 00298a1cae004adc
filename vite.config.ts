import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress-plugin.js';
import { themeStylesheetPlugin } from './scripts/theme-stylesheet-plugin.js';

// CLIENT_DIST_DIR lets parallel builds (or a deployment) use another output folder.
const outDir = path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR ?? 'dist/client');

/**
 * A CSS module class's name in a build: six characters from its file and name, the same in the
 * browser's and the server's build. Class names are in nearly every element of every page the
 * server draws; the readable default (`_badgeLabel_d1dcd_145`) made a third of /products' HTML.
 */
function shortClassName(name: string, filename: string): string {
  const file = path.relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  return `c${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6)}`;
}

export default defineConfig(({ isSsrBuild, command }) => ({
  root: 'src/client',
  css: { modules: command === 'build' ? { generateScopedName: shortClassName } : {} },
  publicDir: 'public',
  plugins: isSsrBuild ? [react(), themeStylesheetPlugin()] : [react(), themeStylesheetPlugin(), precompressPlugin()],
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the page renderer, for the server only, next to
        // (not inside) the public folder.
        outDir: `${outDir}-ssr`,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // The renderer hands the back-office shell in whole (entry-server.tsx imports it), while the
        // browser's build loads it lazily (back-office-frame.tsx): in this build the lazy import
        // cannot make a chunk of its own, and is not meant to.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        // .vite/manifest.json: the server names the entry and the current route's chunks in the page (src/client/ssr-manifest.ts).
        manifest: true,
        rolldownOptions: {
          // No index.html: the server draws the whole document (src/client/root-document.tsx).
          input: path.resolve(import.meta.dirname, 'src/client/main.tsx'),
          // tRPC's client packages do not declare themselves side-effect free, so their unused links
          // (WebSocket, subscriptions) would stay in the first load.
          treeshake: { moduleSideEffects: [{ test: /node_modules\/@trpc\/(client|react-query)\//, sideEffects: false }] },
          // Everything the entry needs statically in one chunk: one request and one compression
          // window instead of a dozen small modulepreloads.
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
}));
