import { setPriority } from 'node:os';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loggerOptions } from './app.js';
import { readEnvOrExit } from './core/env.js';
import { createAppDataSource, startFeatures } from './features.js';

/**
 * `npm run worker`: a process that only sends the outbox, next to the app or on another machine.
 * It shares the app's database (DATABASE_URL) and never migrates it: the app does that.
 */
const env = { ...readEnvOrExit(), MAIL_WORKER: 'in-app' as const };
const logger = pino(loggerOptions(env.LOG_LEVEL));
if (!env.DATABASE_URL) {
  logger.error('npm run worker needs DATABASE_URL, the database of the app. (With the embedded database, the app sends mail itself: MAIL_WORKER=in-app.)');
  process.exit(2);
}

const dataSource = createAppDataSource(env.DATABASE_URL, { poolSize: env.MAIL_CONCURRENCY + 2 });
await dataSource.initialize();
if (await dataSource.showMigrations()) {
  logger.error('The database has migrations the app has not applied yet: start the app first, then the worker.');
  await dataSource.destroy();
  process.exit(2);
}
// Background work: on a machine it shares with the app, the app's requests get the CPU first.
try {
  setPriority(env.WORKER_NICENESS);
} catch (error) {
  logger.warn({ error: String(error) }, 'could not lower the mail worker\'s CPU priority');
}
const running = await startFeatures({ env, dataSource, logger });
logger.info(`Mail worker ready (Node ${process.version}, delivery: ${running.deps.mail.delivery})`);

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'mail worker stopping after an error');
  else logger.info(`${signal ?? 'exit'} received, finishing the messages in hand`);
  await running.stop();
  await dataSource.destroy();
});
