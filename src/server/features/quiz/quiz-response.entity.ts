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

  /**
   * When the email left with this quiz was confirmed by the link that capture sent (set only by
   * that link). Until then the quiz is not the person's to be credited with her orders: anyone
   * may type an address into a quiz, and her confirming the address another way (joining the
   * loyalty programme, the newsletter) proves nothing about this quiz.
   */
  @Column({ type: 'timestamptz', nullable: true })
  captureConfirmedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
