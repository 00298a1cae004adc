import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

export interface ListenOptions {
  port: number;
  host: string;
  /** Connections the kernel holds for each socket before they are accepted. */
  backlog: number;
  /** Listening sockets sharing the port; 1 listens as usual. */
  sockets: number;
}

/**
 * Stops the extra sockets listening at once (call it before closing the server, so no connection
 * arrives while it closes) and resolves when every connection they accepted has ended. The HTTP
 * server ends those connections as it closes, like its own, but waits only for its own: await
 * this after closing it, before anything those requests need (the database) goes.
 */
export type StopExtraSockets = () => Promise<void>;

/** Refuses a port another process listens on: sockets sharing a port would otherwise split its connections with it. */
function ensurePortIsFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function listenExtra(app: FastifyInstance, port: number, host: string, backlog: number): Promise<net.Server> {
  // The HTTP server serves a connection handed to it through its documented 'connection' event
  // exactly as one it accepted itself (timeouts, keep-alive, closing idle connections).
  const server = net.createServer({ noDelay: true }, (socket) => app.server.emit('connection', socket));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog, reusePort: true }, () => resolve(server));
  });
}

/**
 * Listens with several sockets on one port (SO_REUSEPORT, Linux), all feeding the one HTTP server.
 * Node accepts one connection per listening socket per event-loop turn, and a turn takes
 * milliseconds under load: when one client opens 1,500 connections at once, the next visitor's
 * connection waits behind them all in a lone socket's queue (seconds, measured). The kernel
 * spreads new connections over the sockets, so a turn accepts up to one on each and a queue
 * holds a fraction of the burst. Elsewhere, or with one socket, the server listens as usual.
 */
export async function listenOnSharedPort(app: FastifyInstance, { port, host, backlog, sockets }: ListenOptions): Promise<StopExtraSockets> {
  if (sockets <= 1 || process.platform !== 'linux') {
    await app.listen({ port, host, backlog });
    return async () => {};
  }
  await ensurePortIsFree(port, host);
  // Fastify passes its listen options on to Node's server.listen, which takes reusePort (Node 22.12+).
  await app.listen({ port, host, backlog, reusePort: true } as FastifyListenOptions);
  const extra: net.Server[] = [];
  const stop = () => Promise.all(extra.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => {});
  try {
    for (const address of app.addresses()) {
      if (typeof address === 'string') continue;
      for (let socket = 1; socket < sockets; socket++) extra.push(await listenExtra(app, address.port, address.address, backlog));
    }
  } catch (error) {
    void stop();
    throw error;
  }
  return stop;
}
