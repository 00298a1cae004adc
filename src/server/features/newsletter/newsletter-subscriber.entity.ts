import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriberStatus } from '../../../shared/newsletter.js';

/**
 * An address typed into the footer's newsletter field. It is `pending` until the person clicks
 * the link sent to it, then `confirmed` (with a `newsletter` grant in the consent log), and
 * `unsubscribed` when the consent log records a withdrawal (a trigger follows the log).
 */
@Entity({ name: 'newsletter_subscriber' })
@Check('CHK_newsletter_subscriber_status', `"status" IN ('pending', 'confirmed', 'unsubscribed')`)
@Index('IDX_newsletter_subscriber_status', ['status', 'address'])
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Lower-case. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: SubscriberStatus;

  /** When the last confirmation email was queued: the next one waits NEWSLETTER_CONFIRMATION_INTERVAL_MINUTES. */
  @Column({ type: 'timestamptz' })
  confirmationSentAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
