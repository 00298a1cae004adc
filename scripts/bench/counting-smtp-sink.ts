import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that only reads each message's Message-ID: parsing whole messages here would
 * take CPU from the workers being measured on a small machine (the tests parse them in full).
 */
async function startCountingSink(onMessage: (messageId: string | null) => void): Promise<{ url: string; close(): Promise<void> }> {
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

export interface DeliveryCount {
  url: string;
  /** Messages received, repeats included. */
  delivered(): number;
  /** Distinct Message-IDs received. */
  distinct(): number;
  /** Milliseconds from the first delivery to the last (performance.now()). */
  spanMs(): number;
  close(): Promise<void>;
}

/** A counting sink that keeps the figures the mail benches report: deliveries, distinct messages, first to last. */
export async function startDeliveryCount(): Promise<DeliveryCount> {
  const deliveries = new Map<string, number>();
  let delivered = 0;
  let firstAt = 0;
  let lastAt = 0;
  const sink = await startCountingSink((messageId) => {
    const id = messageId ?? `none-${delivered}`;
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    delivered += 1;
    lastAt = performance.now();
    firstAt ||= lastAt;
  });
  return { url: sink.url, delivered: () => delivered, distinct: () => deliveries.size, spanMs: () => lastAt - firstAt, close: () => sink.close() };
}
