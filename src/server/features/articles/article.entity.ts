import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { ArticleCategory, ArticleSchemaType, ArticleStructuredExtras } from '../../../shared/articles.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';

@Entity({ name: 'article' })
export class ArticleEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 160 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 320 })
  metaDescription!: string;

  /** Markdown; rendered without raw HTML. */
  @Column({ type: 'text' })
  content!: string;

  @Index()
  @Column({ type: 'varchar', length: 40 })
  category!: ArticleCategory;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ type: 'varchar', length: 120 })
  authorName!: string;

  @Column({ type: 'timestamptz' })
  publishedAt!: Date;

  /** Last change of the content (the sitemap's lastmod); view counts do not touch it. */
  @Column({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'int', default: 0 })
  viewCount!: number;

  @Column({ type: 'varchar', length: 20 })
  schemaType!: ArticleSchemaType;

  /** Extra schema.org properties merged into the article's main JSON-LD node. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  structuredData!: ArticleStructuredExtras;

  @OneToMany(() => ArticleFaqEntity, (faq) => faq.article)
  faqs!: ArticleFaqEntity[];

  @OneToMany(() => ArticleHowToStepEntity, (step) => step.article)
  howToSteps!: ArticleHowToStepEntity[];
}
