import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { readEnvOrExit } from './core/env.js';
import { openDatabase } from './db/database.js';
import { entities, seeders, startFeatures } from './features.js';
import { listenOnSharedPort } from './http/listening-sockets.js';

const startedAt = performance.now();
const env = readEnvOrExit();
const bootLogger = pino(loggerOptions(env.LOG_LEVEL));
const database = await openDatabase(env, bootLogger, { entities, seeders });
const running = await startFeatures({ env, dataSource: database.dataSource, logger: bootLogger });
const app = await buildApp(running.deps, { logger: loggerOptions(env.LOG_LEVEL) });

/**
 * Connections the kernel holds for the server before it accepts them (Node's default is 511; the
 * kernel caps it at net.core.somaxconn). When a burst opens 1,500 connections at once, a full
 * queue drops the next visitor's connection attempt, and her browser tries again only after a
 * second or more.
 */
const LISTEN_BACKLOG = 4096;
/**
 * Listening sockets sharing the port (http/listening-sockets.ts). In the F1 bench run alone, the
 * bystander's first request, sent while a burst opened 1,500 connections, took 2.9-6.8 s with 1
 * socket (its connection waited to be accepted), 264-848 ms with 32 and 132-365 ms with 128.
 */
const LISTENING_SOCKETS = 128;
let stopExtraSockets = async () => {};

// SIGINT/SIGTERM: stop accepting, let in-flight requests finish, then stop the database.
// Started by `npm start`'s launcher (scripts/start.mjs), which holds the terminal: when it is
// gone, even killed, the server shuts down as on a signal.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal ?? 'exit'} received, shutting down`);
  const extraSocketsEnded = stopExtraSockets();
  await app.close();
  await extraSocketsEnded;
  await running.stop();
  await database.close();
});

try {
  stopExtraSockets = await listenOnSharedPort(app, { port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG, sockets: LISTENING_SOCKETS });
  app.log.info(`Ready on http://localhost:${env.PORT} in ${Math.round(performance.now() - startedAt)} ms (Node ${process.version})`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await running.stop();
  await database.close();
  process.exit(1);
}
