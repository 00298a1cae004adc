import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per quiz page load's session id, so a start is counted once however often it is sent. */
@Entity({ name: 'quiz_session' })
export class QuizSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  sessionId!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: 'full' | 'preview';

  @CreateDateColumn({ type: 'timestamptz' })
  startedAt!: Date;
}
