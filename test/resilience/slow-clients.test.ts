import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SEND_TIMEOUT_MS } from '../../src/server/app.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Writes `start` and then nothing more; resolves with what the server answered and when it hung up. */
function stall(start: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: performance.now() - opened }));
  });
}

describe('slow clients', () => {
  it('cannot hold a socket with headers that never finish, nor with a body that never arrives', async () => {
    const [headers, body] = await Promise.all([
      stall('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
      stall('POST /api/cart/add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"sessionId":'),
    ]);
    for (const stalled of [headers, body]) {
      expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(stalled.closedAfterMs).toBeGreaterThanOrEqual(CLIENT_SEND_TIMEOUT_MS - 100);
      expect(stalled.closedAfterMs).toBeLessThan(CLIENT_SEND_TIMEOUT_MS + 2_500);
    }
  }, 30_000);
});
