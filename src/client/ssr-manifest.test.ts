import { describe, expect, it } from 'vitest';
import { routerManifest } from './ssr-manifest';

const vite = {
  'main.tsx': { file: 'assets/main-1.js', isEntry: true, css: ['assets/main-0.css'], imports: ['_app-7.js'] },
  '_app-7.js': { file: 'assets/app-7.js', css: ['assets/app-8.css'] },
  'routes/products.tsx': { file: 'assets/products-2.js', imports: ['main.tsx', '_Tabs-3.js', '_card-4.js'], css: ['assets/products-5.css'] },
  '_Tabs-3.js': { file: 'assets/Tabs-3.js', imports: ['main.tsx', '_card-4.js', '_app-7.js'] },
  '_card-4.js': { file: 'assets/card-4.js', imports: ['_Tabs-3.js'], css: ['assets/card-6.css'] },
};
const asset = (file: string) => ({ href: `/${file}`, crossOrigin: 'anonymous' });

describe('routerManifest', () => {
  const manifest = routerManifest(vite, { '/products': 'products', '/gone': 'gone' });

  it("gives every page the entry's script and the styles of the entry and what it imports", () => {
    expect(manifest.routes.__root__).toEqual({
      css: [asset('assets/main-0.css'), asset('assets/app-8.css')],
      scripts: [{ attrs: { type: 'module', src: '/assets/main-1.js', crossOrigin: 'anonymous' } }],
    });
  });

  it("names a route's own chunk and the stylesheets of everything it imports, but not the entry's", () => {
    expect(manifest.routes['/products']).toEqual({ preloads: [asset('assets/products-2.js')], css: [asset('assets/products-5.css'), asset('assets/card-6.css')] });
  });

  it('names nothing for a route whose screen is not in the build, and refuses a build without the entry', () => {
    expect(manifest.routes['/gone']).toBeUndefined();
    expect(() => routerManifest({}, {})).toThrow(/no entry main.tsx/);
  });
});
