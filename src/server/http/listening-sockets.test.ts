import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnSharedPort } from './listening-sockets.js';

const HOST = '127.0.0.1';
const servers: FastifyInstance[] = [];

/** Requests to /slow wait for this to be called. */
let finishSlowRequests = () => {};
/** What the server did, in order: each answer to /slow it finished sending, and the test's own marks. */
let serverEvents: string[] = [];
/** Resolves once this many requests to /slow have arrived. */
let slowArrivals = { expected: 0, arrived: 0, all: () => {} };

async function servingApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/', async () => ({ ok: true }));
  const slowFinished = new Promise<void>((resolve) => (finishSlowRequests = resolve));
  app.addHook('onResponse', async (request) => {
    if (request.url === '/slow') serverEvents.push('answered');
  });
  app.get('/slow', async () => {
    if (++slowArrivals.arrived === slowArrivals.expected) slowArrivals.all();
    await slowFinished;
    return { ok: true };
  });
  servers.push(app);
  return app;
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** Sockets in the LISTEN state on 127.0.0.1:port, as the kernel lists them. */
function listeningSocketsOn(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .filter((line) => {
      const [, address, , state] = line.trim().split(/\s+/);
      return address === local && state === '0A';
    }).length;
}

function get(port: number, agent: http.Agent | false = false, path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: HOST, port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

describe.runIf(process.platform === 'linux')('listenOnSharedPort', () => {
  it('listens with every socket asked for, and each connection is served whichever socket took it', async () => {
    const app = await servingApp();
    const stop = await listenOnSharedPort(app, { port: 0, host: HOST, backlog: 64, sockets: 4 });
    expect(listeningSocketsOn(portOf(app))).toBe(4);
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get(portOf(app))));
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
    const ended = stop();
    expect(listeningSocketsOn(portOf(app))).toBe(1);
    await ended;
  });

  it('refuses a port another server already listens on, instead of sharing its connections', async () => {
    const first = await servingApp();
    await listenOnSharedPort(first, { port: 0, host: HOST, backlog: 64, sockets: 2 });
    const second = await servingApp();
    await expect(listenOnSharedPort(second, { port: portOf(first), host: HOST, backlog: 64, sockets: 2 })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(listeningSocketsOn(portOf(first))).toBe(2);
    expect(await get(portOf(first))).toBe(200);
  });

  it('closes with kept-alive connections open, whichever socket accepted them', async () => {
    const app = await servingApp();
    const stop = await listenOnSharedPort(app, { port: 0, host: HOST, backlog: 64, sockets: 4 });
    const port = portOf(app);
    const agent = new http.Agent({ keepAlive: true });
    await Promise.all(Array.from({ length: 12 }, () => get(port, agent)));
    const ended = stop();
    await app.close();
    await ended;
    expect(listeningSocketsOn(port)).toBe(0);
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
  });

  it('ends only once the requests on the connections it accepted are answered', async () => {
    const app = await servingApp();
    const stop = await listenOnSharedPort(app, { port: 0, host: HOST, backlog: 64, sockets: 4 });
    // Twelve connections: with four sockets, the chance that none came through an extra one is 4⁻¹².
    const allArrived = new Promise<void>((resolve) => (slowArrivals = { expected: 12, arrived: 0, all: resolve }));
    serverEvents = [];
    const slow = Array.from({ length: 12 }, () => get(portOf(app), false, '/slow'));
    await allArrived;
    const socketsEnded = stop().then(() => serverEvents.push('sockets ended'));
    const closed = app.close();
    finishSlowRequests();
    expect(await Promise.all(slow)).toEqual(Array.from({ length: 12 }, () => 200));
    await Promise.all([socketsEnded, closed]);
    expect(serverEvents).toEqual([...Array.from({ length: 12 }, () => 'answered'), 'sockets ended']);
  });

  it('listens as usual with one socket', async () => {
    const app = await servingApp();
    await listenOnSharedPort(app, { port: 0, host: HOST, backlog: 64, sockets: 1 });
    expect(listeningSocketsOn(portOf(app))).toBe(1);
    expect(await get(portOf(app))).toBe(200);
  });
});
