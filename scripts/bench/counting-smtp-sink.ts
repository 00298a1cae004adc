import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that only reads each message's Message-ID: parsing whole messages here would
 * take CPU from the workers being measured on a small machine (the tests parse them in full).
 */
export async function startCountingSink(onMessage: (messageId: string | null) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 2000,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        onMessage(/^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? null);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
