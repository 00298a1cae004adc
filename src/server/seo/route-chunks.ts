import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The code and stylesheets of one route's screen, as URLs. */
export interface RouteAssets {
  /** The route module's own chunk. */
  script: string;
  /** Its stylesheets and those of every chunk it imports (the entry's are already in the page). */
  styles: string[];
}

/**
 * Each route's screen is a lazily loaded chunk, which the browser would only request once the
 * entry script has run. From the build's manifest this finds a route module's own chunk and the
 * stylesheets its screen needs, so the page's head can name them up front. The chunks it imports
 * are left to Vite's loader: preloading them too delayed the first paint under Lighthouse's slow
 * 4G (they compete with the entry script). Without a manifest (client not built) no route has any.
 */
export function loadRouteChunks(clientDir: string): (routeModule: string | undefined) => RouteAssets | null {
  const file = path.join(clientDir, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};

  function stylesOf(key: string, seen: Set<string>): string[] {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => stylesOf(imported, seen))];
  }

  return (routeModule) => {
    const key = `routes/${routeModule}.tsx`;
    const chunk = routeModule ? manifest[key] : undefined;
    if (!chunk || chunk.isEntry) return null;
    return { script: `/${chunk.file}`, styles: [...new Set(stylesOf(key, new Set()))].map((css) => `/${css}`) };
  };
}
