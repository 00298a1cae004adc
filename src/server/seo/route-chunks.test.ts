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
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-0.css'] },
      'routes/products.tsx': { file: 'assets/products-2.js', imports: ['index.html', '_Tabs-3.js', '_card-4.js'], css: ['assets/products-5.css'] },
      '_Tabs-3.js': { file: 'assets/Tabs-3.js', imports: ['index.html', '_card-4.js'] },
      '_card-4.js': { file: 'assets/card-4.js', imports: ['_Tabs-3.js'], css: ['assets/card-6.css'] },
    }),
  );

  it("names a route's own chunk and the stylesheets of everything it imports, but not the entry's", () => {
    expect(routeChunks('products')).toEqual({ script: '/assets/products-2.js', styles: ['/assets/products-5.css', '/assets/card-6.css'] });
  });

  it('names nothing for an unknown route, no route, or a client built without a manifest', () => {
    expect(routeChunks('nope')).toBeNull();
    expect(routeChunks(undefined)).toBeNull();
    expect(loadRouteChunks(mkdtempSync(path.join(tmpdir(), 'no-manifest-')))('products')).toBeNull();
  });
});
