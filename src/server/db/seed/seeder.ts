import type { EntityManager } from 'typeorm';
import type { Env } from '../../core/env.js';

/** Demo data of one feature. `isEmpty` decides whether a start seeds it. */
export interface Seeder {
  name: string;
  isEmpty(manager: EntityManager): Promise<boolean>;
  seed(manager: EntityManager, options: SeedOptions): Promise<void>;
}

export interface SeedOptions {
  storeUrl: string;
  /**
   * Also seed made-up people and their activity (demo loyalty members with published codes, their
   * history): development and tests only, never in production, even when the demo data is on.
   */
  demoPeople: boolean;
}

/**
 * How this environment seeds: null when the demo data is off (SEED_DEMO_DATA, off by default in
 * production, whose data is the shop's own, edited in the back-office).
 */
export function demoSeeding(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO_DATA' | 'STORE_URL'>): SeedOptions | null {
  if (!env.SEED_DEMO_DATA) return null;
  return { storeUrl: env.STORE_URL, demoPeople: env.NODE_ENV !== 'production' };
}
