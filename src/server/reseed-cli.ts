/** `npm run db:seed`: empties the app's tables and loads the demo data again. */
import { pino } from 'pino';
import { parseEnv } from './core/env.js';
import { openDatabase } from './db/database.js';
import { reseed } from './db/seed/run-seeders.js';
import { seedsDemoPeople } from './db/seed/seeder.js';
import { entities, seeders } from './features.js';

const env = parseEnv();
const logger = pino({ level: env.LOG_LEVEL });
const database = await openDatabase(env, logger, { entities, seeders });
try {
  const seeded = await reseed(database.dataSource, seeders, { storeUrl: env.STORE_URL, demoPeople: seedsDemoPeople(env.NODE_ENV) });
  logger.info(`Reseeded: ${seeded.join(', ') || 'nothing to seed'}`);
} finally {
  await database.close();
}
