import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';

const t = useTestApp();

function multipartBody(filename: string, type: string, content: Buffer) {
  const boundary = `----test${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(filename: string, type: string, content: Buffer, signedIn = true) {
  const { payload, contentType } = multipartBody(filename, type, content);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (signedIn) headers.cookie = await repCookie(t.app);
  return t.app.inject({ method: 'POST', url: '/api/admin/images', headers, payload });
}

/** The stored variants, named as their files would be. */
async function storedFiles(): Promise<string[]> {
  const rows = await t.db.dataSource.query<Array<{ name: string }>>(`SELECT hash || '-' || width || '.' || format AS name FROM product_image_variant ORDER BY name`);
  return rows.map((row) => row.name);
}

const photo = (format: 'jpeg' | 'png' | 'webp', seed = 0) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120 + seed, b: 150 } } })
    .withExif({ IFD0: { Copyright: 'Secret camera owner', Artist: 'Someone' } })
    .toFormat(format)
    .toBuffer();

describe('POST /api/admin/images', () => {
  it('stores every size in AVIF, WebP and JPEG without metadata, served with a long cache', async () => {
    const response = await upload('serum.jpg', 'image/jpeg', await photo('jpeg'));
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-480\.jpg$/);
    const hash = imageUrl.match(/([a-f0-9]{32})/)[1];
    expect((await storedFiles()).filter((file) => file.startsWith(hash)).sort()).toEqual(
      ['192.avif', '192.jpg', '192.webp', '480.avif', '480.jpg', '480.webp'].map((suffix) => `${hash}-${suffix}`),
    );
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 480 });
    expect(metadata.exif).toBeUndefined();
    for (const format of ['png', 'webp'] as const) {
      expect((await upload(`photo.${format}`, `image/${format}`, await photo(format, 1))).statusCode).toBe(201);
    }
  });

  it('judges the content, not the name: SVG, text and a truncated image are refused and leave nothing', async () => {
    const before = await storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const asPng = await upload('innocent.png', 'image/png', svg);
    expect(asPng.statusCode).toBe(415);
    expect(asPng.json().error).toMatchObject({ field: 'file', message: expect.stringMatching(/SVG file: upload a JPEG, PNG or WebP/) });
    expect((await upload('notes.jpg', 'image/jpeg', Buffer.from('just some text, not a picture'))).statusCode).toBe(400);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await upload('anim.gif', 'image/gif', gif)).statusCode).toBe(415);
    const jpeg = await photo('jpeg', 9);
    expect((await upload('cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)))).statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413, and anyone not signed in with 401', async () => {
    const before = await storedFiles();
    const huge = Buffer.concat([await photo('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload('huge.png', 'image/png', huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('An image can be at most 5 MB');
    expect((await upload('serum.jpg', 'image/jpeg', await photo('jpeg'), false)).statusCode).toBe(401);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { cookie: await repCookie(t.app) }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    // Another site's page cannot post a form here, even if the browser sent the session along.
    const { payload, contentType } = multipartBody('serum.jpg', 'image/jpeg', await photo('jpeg'));
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { cookie: await repCookie(t.app), 'content-type': contentType, origin: 'https://evil.example' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    // A body that says multipart but is not: a clear 400, never a 500.
    for (const broken of ['1e999', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/images',
        headers: { cookie: await repCookie(t.app), 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: broken,
      });
      expect(response.statusCode, broken).toBe(400);
      expect(response.json().error.field).toBe('file');
    }
    expect(await storedFiles()).toEqual(before);
  });
});
