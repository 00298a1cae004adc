import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress-plugin.js';

// CLIENT_DIST_DIR lets parallel builds (or a deployment) use another output folder.
const outDir = path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR ?? 'dist/client');

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
});
