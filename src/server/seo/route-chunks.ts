import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Preload } from './page-meta.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}

/**
 * Each route's screen is a lazily loaded chunk, which the browser would only request once the
 * entry script has run. From the build's manifest this finds a route module's own chunk and its
 * stylesheets, so the page's head can name them up front. The chunks it imports are left to Vite's
 * loader: preloading them too delayed the first paint under Lighthouse's slow 4G (they compete
 * with the entry script). Without a manifest (client not built) every route has none.
 */
export function loadRouteChunks(clientDir: string): (routeModule: string | undefined) => Preload[] {
  const file = path.join(clientDir, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return (routeModule) => {
    const chunk = routeModule ? manifest[`routes/${routeModule}.tsx`] : undefined;
    if (!chunk || chunk.isEntry) return [];
    return [{ href: `/${chunk.file}`, as: 'script' }, ...(chunk.css ?? []).map((css): Preload => ({ href: `/${css}`, as: 'style' }))];
  };
}
