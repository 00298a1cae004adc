import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';

const t = useTestApp();

describe('tRPC route guards', () => {
  it('answers 415 to a multipart form on a mutation, before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/rep.signOut',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: `--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'x'.repeat(200_000)}\r\n--xyz--\r\n`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' } });
  });

  it('answers 404, not 500, to a path tRPC cannot decode', async () => {
    for (const url of ['/trpc/%25', '/trpc/cart.get%25?input=%7B%7D', '/trpc/a%25,b?batch=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('No procedure at this path.');
    }
  });

  it('still serves JSON mutations and bodiless queries', async () => {
    const signOut = await t.app.inject({ method: 'POST', url: '/trpc/rep.signOut', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{}' });
    expect(signOut.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/trpc/system.ready' });
    expect(ready.json()).toEqual({ result: { data: { ready: true } } });
  });
});
