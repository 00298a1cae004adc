/**
 * Product images from PostgreSQL (through the app's memory of recent variants) against a bare
 * route sending the same bytes from disk, at the bench's connections; goal ≥ 80 %.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Verdict } from './bench-scenarios.js';
import { benchDataDir, removeDir, startServer } from './bench-processes.js';
import { runScenarios, type ScenarioResult } from './load-runner.js';

interface Target {
  baseUrl: string;
  pid: number;
}

const imageDirName = 'bench-image-disk';

/** A photo-like picture (noise over a gradient compresses like a product photo, not like a flat colour). */
function benchPhoto(): Promise<Buffer> {
  const noise = sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  return noise.blur(1.2).jpeg({ quality: 92 }).toBuffer();
}

async function uploadOne(baseUrl: string, password: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/rep/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status}`);
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((value) => value.split(';')[0]).join('; ');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await benchPhoto())], { type: 'image/jpeg' }), 'bench.jpg');
  const uploaded = await fetch(`${baseUrl}/api/admin/images`, { method: 'POST', headers: { cookie, origin: baseUrl }, body: form });
  if (uploaded.status !== 201) throw new Error(`bench image upload failed: ${uploaded.status} ${await uploaded.text()}`);
  return ((await uploaded.json()) as { imageUrl: string }).imageUrl;
}

export async function measureImageServing(
  app: Target,
  password: string,
  port: number,
  options: { duration: number; warmup: number; rounds: number; connections: number },
): Promise<{ results: ScenarioResult[]; bytes: number }> {
  const imageUrl = await uploadOne(app.baseUrl, password);
  const bytes = Buffer.from(await (await fetch(app.baseUrl + imageUrl)).arrayBuffer());
  const dir = benchDataDir(imageDirName);
  await removeDir(dir);
  await mkdir(path.join(dir, 'products'), { recursive: true });
  await writeFile(path.join(dir, imageUrl.replace(/^\/uploads\//, '')), bytes);
  const disk = await startServer({ name: 'image-disk', entry: 'scripts/bench/image-disk-server.ts', port, readyPath: imageUrl, env: { IMAGE_DIR: dir } });
  try {
    const results = await runScenarios(
      [
        { name: `disk GET ${imageUrl}`, baseUrl: disk.baseUrl, serverPid: disk.child.pid ?? 0, path: imageUrl },
        { name: `app GET ${imageUrl}`, baseUrl: app.baseUrl, serverPid: app.pid, path: imageUrl },
      ],
      options,
    );
    return { results, bytes: bytes.length };
  } finally {
    await disk.stop();
    await removeDir(dir);
  }
}

export function imageVerdict([disk, app]: readonly ScenarioResult[], bytes: number): Verdict {
  if (!disk || !app) throw new Error('an image scenario is missing');
  const ratio = disk.median.reqPerSec > 0 ? app.median.reqPerSec / disk.median.reqPerSec : 0;
  const clean = app.median.errors === 0 && app.median.non2xx === 0;
  return {
    id: 'IMG',
    label: `a ${Math.round(bytes / 1024)} KB image variant from PostgreSQL vs a bare route sending it from disk`,
    measured: `${(ratio * 100).toFixed(1)} %, ${Math.round(app.median.reqPerSec)} vs ${Math.round(disk.median.reqPerSec)} req/s, p99 ${app.median.p99} ms`,
    target: '≥ 80 %',
    pass: clean && ratio >= 0.8,
  };
}
