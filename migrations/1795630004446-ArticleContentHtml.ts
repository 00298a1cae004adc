import type { MigrationInterface, QueryRunner } from 'typeorm';
import { articleBodyHtml } from './support/article-body-html-1795630004446.js';

export class ArticleContentHtml1795630004446 implements MigrationInterface {
  name = 'ArticleContentHtml1795630004446';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article" ADD "contentHtml" text`);
    // Existing bodies are rendered here, once, as a save did then (a body past the limits becomes its plain text).
    const rows: Array<{ id: number; content: string }> = await queryRunner.query(`SELECT id, content FROM "article" ORDER BY id`);
    for (const row of rows) {
      await queryRunner.query(`UPDATE "article" SET "contentHtml" = $2 WHERE id = $1`, [row.id, articleBodyHtml(row.content)]);
    }
    await queryRunner.query(`ALTER TABLE "article" ALTER COLUMN "contentHtml" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article" DROP COLUMN "contentHtml"`);
  }
}
