/**
 * `npm run db:seed`: empties the app's tables and loads the demo data again. Only where the demo
 * data is on (SEED_DEMO_DATA; off by default in production): elsewhere it refuses and touches
 * nothing, so the shop's own data is never replaced by accident.
 */
import { pino } from 'pino';
import { readEnvOrExit } from './core/env.js';
import { openDatabase } from './db/database.js';
import { reseed } from './db/seed/run-seeders.js';
import { demoSeeding } from './db/seed/seeder.js';
import { entities, seeders } from './features.js';

const env = readEnvOrExit();
const logger = pino({ level: env.LOG_LEVEL });
const seeding = demoSeeding(env);
if (!seeding) {
  logger.error(
    'npm run db:seed empties every table and loads the demo data, but the demo data is off here (SEED_DEMO_DATA=false, the default when NODE_ENV=production). ' +
      'Nothing was changed. To replace all of this database’s data with the demo data, run it with SEED_DEMO_DATA=true.',
  );
  process.exit(2);
}
const database = await openDatabase(env, logger, { entities, seeders });
try {
  const seeded = await reseed(database.dataSource, seeders, seeding);
  logger.info(`Reseeded: ${seeded.join(', ') || 'nothing to seed'}`);
} finally {
  await database.close();
}
