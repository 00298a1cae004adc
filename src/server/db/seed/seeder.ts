import type { EntityManager } from 'typeorm';

/** Demo data of one feature. `isEmpty` decides whether a start seeds it. */
export interface Seeder {
  name: string;
  isEmpty(manager: EntityManager): Promise<boolean>;
  seed(manager: EntityManager, options: SeedOptions): Promise<void>;
}

export interface SeedOptions {
  storeUrl: string;
}
