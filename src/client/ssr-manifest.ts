import type { Manifest } from '@tanstack/react-router';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

const ENTRY = 'main.tsx';

/**
 * What each page loads, in TanStack Router's terms, from Vite's manifest: the entry's script
 * and styles for every page, and per route its screen's chunk (preloaded) and the stylesheets
 * the screen needs (in the head, so a page drawn on the server is styled when it paints). The
 * chunks a screen imports are left to Vite's loader: preloading them too delayed the first paint
 * under a slow connection, where they compete with the entry script.
 */
export function routerManifest(vite: ViteManifest, routeModules: Record<string, string>): Manifest {
  const entry = vite[ENTRY];
  if (!entry?.isEntry) throw new Error(`The client build's manifest has no entry ${ENTRY}`);
  const url = (file: string) => ({ href: `/${file}`, crossOrigin: 'anonymous' as const });

  function stylesOf(key: string, seen: Set<string>): string[] {
    const chunk = vite[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => stylesOf(imported, seen))];
  }
  const entryStyles = stylesOf(ENTRY, new Set());

  const routes: Manifest['routes'] = {
    __root__: {
      css: entryStyles.map(url),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, crossOrigin: 'anonymous' } }],
    },
  };
  for (const [routeId, module] of Object.entries(routeModules)) {
    const key = `routes/${module}.tsx`;
    const chunk = vite[key];
    if (!chunk) continue;
    // The entry's styles are already in every page.
    const styles = [...new Set(stylesOf(key, new Set([ENTRY])))].filter((css) => !entryStyles.includes(css));
    routes[routeId] = { preloads: [url(chunk.file)], css: styles.map(url) };
  }
  return { routes };
}
