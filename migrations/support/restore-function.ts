import type { QueryRunner } from 'typeorm';

/**
 * A later migration's down(): makes a function again, over the one in place, from the text the
 * older migration that made it ran (`CREATE FUNCTION …`, exported by that migration).
 */
export async function restoreFunction(queryRunner: QueryRunner, createText: string): Promise<void> {
  await queryRunner.query(createText.replace(/^CREATE FUNCTION /, 'CREATE OR REPLACE FUNCTION '));
}
