import type { VisitSource } from '../../../shared/visit-source.js';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per quiz page load's session id, so a start is counted once however often it is sent. */
@Entity({ name: 'quiz_session' })
export class QuizSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  sessionId!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: 'full' | 'preview';

  /**
   * Whether the session counts in the dashboard's figures: false when its client address had
   * used its hourly share of counted sessions (QUIZ_SESSIONS_COUNTED_PER_HOUR). Never refused.
   */
  @Column({ type: 'boolean', default: true })
  counted!: boolean;

  /** Where the visit came from (shared/visit-source.ts), as its first start said; null for sessions from before sources were kept. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  source!: VisitSource | null;

  @CreateDateColumn({ type: 'timestamptz' })
  startedAt!: Date;
}
