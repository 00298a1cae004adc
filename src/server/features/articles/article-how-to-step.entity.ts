import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ArticleEntity } from './article.entity.js';

@Entity({ name: 'article_how_to_step' })
@Index(['articleId', 'stepNumber'], { unique: true })
export class ArticleHowToStepEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  articleId!: number;

  @ManyToOne('ArticleEntity', 'howToSteps', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article!: ArticleEntity;

  @Column({ type: 'int' })
  stepNumber!: number;

  @Column({ type: 'varchar', length: 200 })
  stepTitle!: string;

  @Column({ type: 'text' })
  stepDescription!: string;
}
