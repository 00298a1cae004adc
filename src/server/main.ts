import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { openDatabase } from './db/database.js';
import { parseEnv } from './env.js';
import { startCatalogCache } from './features/catalog/catalog-change-listener.js';
import { ensureRepPassword } from './features/rep-auth/rep-auth.service.js';

const startedAt = performance.now();
const env = parseEnv();
const bootLogger = pino({ level: env.LOG_LEVEL });
const database = await openDatabase(env, bootLogger);
const generatedPassword = await ensureRepPassword(database.dataSource, env.REP_PASSWORD);
if (generatedPassword) {
  // Printed once, on the start that created it; only its hash is stored.
  console.log(`\nRepresentative dashboard password (shown once, set REP_PASSWORD to choose your own): ${generatedPassword}\n`);
}
const catalog = await startCatalogCache({ dataSource: database.dataSource, storeUrl: env.STORE_URL, logger: bootLogger });
const app = await buildApp({ env, dataSource: database.dataSource, catalog: catalog.cache }, { logger: loggerOptions(env.LOG_LEVEL) });

// SIGINT/SIGTERM: stop accepting, let in-flight requests finish, then stop the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal ?? 'exit'} received, shutting down`);
  await app.close();
  await catalog.stop();
  await database.close();
});

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Ready on http://localhost:${env.PORT} in ${Math.round(performance.now() - startedAt)} ms`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await catalog.stop();
  await database.close();
  process.exit(1);
}
