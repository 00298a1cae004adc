import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/api.js';
import type { RecommendationResult } from './engine/engine-types.js';

/** A submitted quiz: the answers and the engine's result, one per session. */
@Entity({ name: 'quiz_response' })
export class QuizResponseEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 80 })
  sessionId!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: 'full' | 'preview';

  @Column({ type: 'jsonb' })
  responses!: Record<string, string>;

  @Column({ type: 'jsonb' })
  result!: RecommendationResult;

  @Column({ type: 'int' })
  matchScore!: number;

  /** The version of the recommendation rules that made the result; null: the built-in rules. */
  @Column({ type: 'int', nullable: true })
  ruleVersion!: number | null;

  /** The visitor who left their email after this quiz, if any. */
  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
