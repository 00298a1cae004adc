import { articleMarkdownToHtml } from '../../../shared/article-markdown.js';
import type { Seeder } from '../../db/seed/seeder.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { ArticleEntity } from './article.entity.js';
import type { ArticleSeed } from './content/article-seed.js';
import { articleSeeds } from './content/article-seeds.js';

export async function insertArticle(manager: Parameters<Seeder['seed']>[0], seed: ArticleSeed): Promise<ArticleEntity> {
  const article = await manager.getRepository(ArticleEntity).save({
    slug: seed.slug,
    title: seed.title,
    metaDescription: seed.metaDescription,
    content: seed.content.trim(),
    // The shop's own short bodies: rendered here, in line.
    contentHtml: articleMarkdownToHtml(seed.content.trim()),
    category: seed.category,
    tags: seed.tags,
    authorName: seed.authorName,
    status: 'published',
    publishedAt: new Date(seed.publishedAt),
    updatedAt: new Date(seed.updatedAt ?? seed.publishedAt),
    viewCount: seed.viewCount,
    schemaType: seed.schemaType,
    structuredData: seed.structuredData ?? {},
  });
  await manager.getRepository(ArticleFaqEntity).insert(
    seed.faqs.map((faq, index) => ({ articleId: article.id, position: index + 1, question: faq.question, answer: faq.answer })),
  );
  if (seed.steps?.length) {
    await manager.getRepository(ArticleHowToStepEntity).insert(
      seed.steps.map((step, index) => ({ articleId: article.id, stepNumber: index + 1, stepTitle: step.title, stepDescription: step.description })),
    );
  }
  return article;
}

export const articlesSeeder: Seeder = {
  name: 'articles',
  async isEmpty(manager) {
    return (await manager.getRepository(ArticleEntity).count()) === 0;
  },
  async seed(manager) {
    for (const seed of articleSeeds) await insertArticle(manager, seed);
  },
};
