import { Check, Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EmailStatus } from '../../shared/email-statuses.js';

/**
 * One email the app has promised to send: the outbox. A row is written in the same transaction
 * as the change that causes it, and workers send it later. The unique (recipient, template,
 * occasion) makes each message exist once, however many requests or processes ask for it.
 */
@Entity({ name: 'email_message' })
@Index('UQ_email_message_once', ['recipient', 'template', 'occasion'], { unique: true })
@Index('IDX_email_message_due', ['sendAfter'], { where: `"status" IN ('queued', 'sending')` })
@Index('IDX_email_message_template_created', ['template', 'createdAt'])
// One occasion's messages together (a newsletter campaign's, for its figures).
@Index('IDX_email_message_occasion', ['template', 'occasion'])
// Messages in trouble (retrying after a failure, or given up): what the shop's health figures count.
@Index('IDX_email_message_failing', ['createdAt'], { where: `"lastError" IS NOT NULL AND "status" IN ('queued', 'sending', 'failed')` })
@Check('CHK_email_message_status', `"status" IN ('queued', 'sending', 'sent', 'failed', 'suppressed', 'skipped')`)
export class EmailMessageEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** Unguessable: names the message in its Message-ID, its tracked links and its unsubscribe link. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  token!: string;

  /** Lower-case address. */
  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'varchar', length: 40 })
  template!: string;

  /** What this message is about, e.g. `quiz-response:42`: the same occasion never sends twice. */
  @Column({ type: 'varchar', length: 120 })
  occasion!: string;

  /** The template's input; the message is rendered from it when sent. */
  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status!: EmailStatus;

  /** Not before this time: scheduled messages and retries wait for it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  sendAfter!: Date;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** While a worker is sending; a message whose lease ran out (its worker died) is taken again. */
  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  /** Why the last attempt failed, or why the message was given up, suppressed or skipped. */
  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
