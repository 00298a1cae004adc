import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { readEnvOrExit } from './core/env.js';
import { openDatabase } from './db/database.js';
import { entities, seeders, startFeatures } from './features.js';

const startedAt = performance.now();
const env = readEnvOrExit();
const bootLogger = pino(loggerOptions(env.LOG_LEVEL));
const database = await openDatabase(env, bootLogger, { entities, seeders });
const running = await startFeatures({ env, dataSource: database.dataSource, logger: bootLogger });
const app = await buildApp(running.deps, { logger: loggerOptions(env.LOG_LEVEL) });

// SIGINT/SIGTERM: stop accepting, let in-flight requests finish, then stop the database.
// Started by `npm start`'s launcher (scripts/start.mjs), which holds the terminal: when it is
// gone, even killed, the server shuts down as on a signal.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal ?? 'exit'} received, shutting down`);
  await app.close();
  await running.stop();
  await database.close();
});

/**
 * Connections the kernel holds for the server before it accepts them (Node's default is 511; the
 * kernel caps it at net.core.somaxconn). When a burst opens 1,500 connections at once, a full
 * queue drops the next visitor's connection attempt, and her browser tries again only after a
 * second or more.
 */
const LISTEN_BACKLOG = 4096;

try {
  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`Ready on http://localhost:${env.PORT} in ${Math.round(performance.now() - startedAt)} ms (Node ${process.version})`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await running.stop();
  await database.close();
  process.exit(1);
}
