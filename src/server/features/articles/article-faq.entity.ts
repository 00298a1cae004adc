import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ArticleEntity } from './article.entity.js';

@Entity({ name: 'article_faq' })
@Index(['articleId', 'position'], { unique: true })
export class ArticleFaqEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  articleId!: number;

  // One way only: an article's lists are read by their articleId (articles.service.ts).
  @ManyToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
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
