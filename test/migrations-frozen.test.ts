import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleBodyHtml } from '../migrations/support/article-body-html-1795630004446.js';
import { projectRoot } from '../src/server/db/data-source.js';

/**
 * A migration is a frozen snapshot: it runs on databases long after it was written, so its
 * result must not change when the app's code does. It imports libraries and files beside it,
 * never the app's sources.
 */
describe('migrations', () => {
  it('import nothing from the app\'s sources', async () => {
    const folder = path.join(projectRoot, 'migrations');
    const files = [...(await readdir(folder)).map((name) => path.join(folder, name)), ...(await readdir(path.join(folder, 'support'))).map((name) => path.join(folder, 'support', name))];
    const offenders: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      const source = await readFile(file, 'utf8');
      for (const [, target] of source.matchAll(/from '([^']+)'/g)) if (target!.includes('/src/')) offenders.push(`${path.relative(projectRoot, file)} → ${target}`);
    }
    expect(offenders).toEqual([]);
  });

  it('renders article bodies as on the day the stored HTML came, and keeps costly ones as text', () => {
    expect(articleBodyHtml('# Title\n\nSome *emphasis* <script>x</script>')).toBe('<h2>Title</h2>\n<p>Some <em>emphasis</em> &#x3C;script>x&#x3C;/script></p>');
    expect(articleBodyHtml('>'.repeat(60_000))).toBe(`<p>${'&gt;'.repeat(60_000)}</p>`);
    expect(articleBodyHtml('*a'.repeat(50_000))).toMatch(/^<p>\*a\*a/);
  });
});
