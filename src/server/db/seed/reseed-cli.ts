/** `npm run db:seed`: empties the app's tables and loads the demo data again. */
import { pino } from 'pino';
import { openDatabase } from '../database.js';
import { parseEnv } from '../../env.js';
import { reseed } from './run-seeders.js';

const env = parseEnv();
const logger = pino({ level: env.LOG_LEVEL });
const database = await openDatabase(env, logger);
try {
  const seeded = await reseed(database.dataSource, { storeUrl: env.STORE_URL });
  logger.info(`Reseeded: ${seeded.join(', ') || 'nothing to seed'}`);
} finally {
  await database.close();
}
