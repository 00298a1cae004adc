import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, createdArticle } from '../../../../test/support/article-admin-test-helpers.js';
import { ARTICLE_RENDER_TIMEOUT_MS } from './article-body-render.js';
import { watchEventLoopBlocking } from '../../../../test/support/event-loop-blocking.js';

const t = useTestApp();

/** Bodies the markdown pipeline cannot render quickly, or at all. */
const pathological: Array<[string, string]> = [
  ['60,000 ">"', '>'.repeat(60_000)],
  ['50,000 "*a"', '*a'.repeat(50_000)],
  ['a list 400 levels deep', Array.from({ length: 400 }, (_, level) => `${' '.repeat(level * 2)}- item`).join('\n')],
];

/** Wall time, and the CPU this thread spent meanwhile (what a render on the request would cost; a busy machine's waits are not in it). */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.threadCpuUsage();
  const value = await work();
  const used = process.threadCpuUsage(cpu);
  return { value, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

describe('one article body freezes the server', () => {
  it('a pathological body is refused or rendered once on save within 1 s; public GETs never render it and the event loop never stalls', async () => {
    const rep = asRep(t);
    const article = await createdArticle(t);
    const published = await rep('POST', `/api/admin/articles/${article.id}/publish`, { version: article.version });
    expect(published.statusCode, published.body).toBe(200);
    let version: number = published.json().article.version;
    const get = () => t.app.inject({ method: 'GET', url: `/api/articles/${article.slug}` });
    await get();

    const loop = watchEventLoopBlocking();
    let blocking: { longestMs: number };
    try {
      for (const [label, body] of pathological) {
        const save = await timed(() => rep('PATCH', `/api/admin/articles/${article.id}`, { version, content: body }));
        expect(save.ms, label).toBeLessThan(1_000);
        expect([200, 400], `${label}: ${save.value.body.slice(0, 200)}`).toContain(save.value.statusCode);
        if (save.value.statusCode === 400) expect(save.value.json().error.field, label).toBe('content');
        else version = save.value.json().article.version;
        const reads: Array<{ ms: number; cpuMs: number }> = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const read = await timed(get);
          expect(read.value.statusCode, label).toBe(200);
          reads.push(read);
        }
        // The stored HTML is read, never rendered: each read costs a few ms of CPU (on a quiet
        // machine that is its time too). A loaded machine stretches the wall time by waits for a
        // core, so that is only held to a bound a render (seconds) would still break.
        const described = `${label}: GETs took ${reads.map((read) => `${read.ms.toFixed(0)} ms (${read.cpuMs.toFixed(0)} ms CPU)`).join(', ')}`;
        expect(Math.max(...reads.map((read) => read.cpuMs)), described).toBeLessThan(50);
        expect([...reads].sort((a, b) => a.ms - b.ms)[2]!.ms, described).toBeLessThan(500);
      }
    } finally {
      blocking = loop.stop();
    }
    expect(blocking.longestMs, 'longest run of the main thread without a break (ms)').toBeLessThan(100);
  });

  it('a body within the limits that still renders slowly is stopped at the time limit', async () => {
    const rep = asRep(t);
    const article = await createdArticle(t);
    // Many containers: the parser's cost grows with their square (seconds for this one).
    const slow = Array.from({ length: 5_000 }, () => '> - > - > - > - x').join('\n\n');
    const save = await timed(() => rep('PATCH', `/api/admin/articles/${article.id}`, { version: article.version, content: slow }));
    // Stopped at the limit, not left to run its seconds (the limit is wide for a busy machine).
    expect(save.ms).toBeLessThan(ARTICLE_RENDER_TIMEOUT_MS * 2);
    expect(save.value.statusCode, save.value.body).toBe(400);
    expect(save.value.json().error).toMatchObject({ field: 'content', message: expect.stringMatching(/takes too long/) });
    // The renderer works on afterwards (its stopped thread is replaced).
    const fine = await rep('PATCH', `/api/admin/articles/${article.id}`, { version: article.version, content: 'Now *short*.' });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
