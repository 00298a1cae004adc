import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteChunks } from './route-chunks.js';

function clientWithManifest(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('loadRouteChunks', () => {
  const routeChunks = loadRouteChunks(
    clientWithManifest({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'routes/products.tsx': { file: 'assets/products-2.js', imports: ['index.html', '_Tabs-3.js', '_Alert-4.js'], css: ['assets/products-5.css'] },
      '_Tabs-3.js': { file: 'assets/Tabs-3.js', imports: ['index.html', '_Alert-4.js'] },
      '_Alert-4.js': { file: 'assets/Alert-4.js' },
    }),
  );

  it("names a route's own chunk and stylesheet, leaving the chunks it imports to the client's loader", () => {
    expect(routeChunks('products')).toEqual([
      { href: '/assets/products-2.js', as: 'script' },
      { href: '/assets/products-5.css', as: 'style' },
    ]);
  });

  it('names nothing for an unknown route, no route, or a client built without a manifest', () => {
    expect(routeChunks('nope')).toEqual([]);
    expect(routeChunks(undefined)).toEqual([]);
    expect(loadRouteChunks(mkdtempSync(path.join(tmpdir(), 'no-manifest-')))('products')).toEqual([]);
  });
});
