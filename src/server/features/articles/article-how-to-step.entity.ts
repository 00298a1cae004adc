import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ArticleEntity } from './article.entity.js';

@Entity({ name: 'article_how_to_step' })
@Index(['articleId', 'stepNumber'], { unique: true })
export class ArticleHowToStepEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  articleId!: number;

  // One way only: an article's lists are read by their articleId (articles.service.ts).
  @ManyToOne(() => ArticleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article!: ArticleEntity;

  @Column({ type: 'int' })
  stepNumber!: number;

  @Column({ type: 'varchar', length: 200 })
  stepTitle!: string;

  @Column({ type: 'text' })
  stepDescription!: string;
}
