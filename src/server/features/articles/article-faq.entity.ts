import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ArticleEntity } from './article.entity.js';

@Entity({ name: 'article_faq' })
@Index(['articleId', 'position'], { unique: true })
export class ArticleFaqEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  articleId!: number;

  @ManyToOne('ArticleEntity', 'faqs', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article!: ArticleEntity;

  /** Display order within the article. */
  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: 300 })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;
}
