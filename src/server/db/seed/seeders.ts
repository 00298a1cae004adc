import type { EntityManager } from 'typeorm';
import { articlesSeeder } from '../../features/articles/articles.seeder.js';
import { catalogSeeder } from '../../features/catalog/catalog.seeder.js';
import { loyaltySeeder } from '../../features/loyalty/loyalty.seeder.js';

/** Demo data of one feature. `isEmpty` decides whether a start seeds it. */
export interface Seeder {
  name: string;
  isEmpty(manager: EntityManager): Promise<boolean>;
  seed(manager: EntityManager, options: SeedOptions): Promise<void>;
}

export interface SeedOptions {
  storeUrl: string;
}

/** In dependency order: a seeder may use rows of the seeders before it. */
export const seeders: Seeder[] = [catalogSeeder, loyaltySeeder, articlesSeeder];
