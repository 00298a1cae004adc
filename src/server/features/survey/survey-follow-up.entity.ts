import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SurveyResponseEntity } from './survey-response.entity.js';

/**
 * The personal recommendation a survey answer promises: one per answer (answering again
 * updates what it will say while it waits). The email itself is an outbox row; the
 * representative's personal line lives here and is read when the email is sent.
 */
@Entity({ name: 'survey_follow_up' })
export class SurveyFollowUpEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @ManyToOne(() => SurveyResponseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'surveyResponseId' })
  surveyResponse?: SurveyResponseEntity;

  @Index({ unique: true })
  @Column({ type: 'int' })
  surveyResponseId!: number;

  /** The outbox row of the email; null while nothing is sent (the address is not confirmed). */
  @Column({ type: 'bigint', nullable: true })
  messageId!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  personalLine!: string | null;

  /** Raised by every edit; an edit from an older version answers 409. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
