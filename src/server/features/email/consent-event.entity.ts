import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The consent log: every grant and withdrawal of marketing consent, never updated or deleted (a
 * trigger refuses both). A person's consent is their latest row.
 */
@Entity({ name: 'consent_event' })
@Index('IDX_consent_event_address', ['address', 'id'])
@Index('IDX_consent_event_message', ['messageId'], { where: `"messageId" IS NOT NULL` })
@Check('CHK_consent_event_action', `"action" IN ('granted', 'withdrawn')`)
export class ConsentEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  address!: string;

  /** What was agreed to: `marketing-email` (recommendations, tips and offers) or `newsletter` (the footer's). */
  @Column({ type: 'varchar', length: 40 })
  purpose!: string;

  @Column({ type: 'varchar', length: 10 })
  action!: 'granted' | 'withdrawn';

  /** How it was given or taken back: `confirmed-link`, `unsubscribe-page`, `one-click`. */
  @Column({ type: 'varchar', length: 40 })
  source!: string;

  /** The form the person filled in, e.g. `quiz-email-capture`. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  form!: string | null;

  /** The email the withdrawal came from, when it came from one. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  template!: string | null;

  /** The message (outbox row) the withdrawal came from, for per-campaign figures. */
  @Column({ type: 'bigint', nullable: true })
  messageId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
