import type { EntityManager } from 'typeorm';

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
   * history): development and tests only. A production database starts with the catalogue,
   * articles and rewards.
   */
  demoPeople: boolean;
}

/** Demo people everywhere but production. */
export function seedsDemoPeople(nodeEnv: string): boolean {
  return nodeEnv !== 'production';
}
