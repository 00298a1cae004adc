import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';
import { SegmentEntity } from './segments/segment.entity.js';

/**
 * A newsletter the representative writes. A draft is edited (with a version: a stale one
 * answers 409); sending puts one message per recipient in the outbox in one statement and sets
 * `queuedAt`, after which the campaign never changes or sends again.
 */
@Entity({ name: 'newsletter_campaign' })
@Check(
  'CHK_newsletter_campaign_audience',
  `"audienceKind" IN ('all', 'members', 'tier', 'segment') AND ("audienceKind" = 'tier') = ("audienceTier" IS NOT NULL) AND ("audienceKind" = 'segment') = ("audienceSegmentId" IS NOT NULL)`,
)
export class NewsletterCampaignEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  preheader!: string | null;

  @Column({ type: 'text' })
  markdown!: string;

  /** The body as sanitised HTML, rendered once when it is saved (like an article's). */
  @Column({ type: 'text' })
  contentHtml!: string;

  @Column({ type: 'varchar', length: 10 })
  audienceKind!: 'all' | 'members' | 'tier' | 'segment';

  @Column({ type: 'varchar', length: 10, nullable: true })
  audienceTier!: LoyaltyTier | null;

  /** The segment whose people (who accept newsletters) it goes to; a segment in use cannot be deleted. */
  @ManyToOne(() => SegmentEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'audienceSegmentId' })
  audienceSegment?: SegmentEntity | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  audienceSegmentId!: number | null;

  /** The product block, in order (ids of the catalogue). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  productIds!: number[];

  /** When the messages were put in the outbox; null while a draft. */
  @Column({ type: 'timestamptz', nullable: true })
  queuedAt!: Date | null;

  /** When the first message goes out (now, or the scheduled time). */
  @Column({ type: 'timestamptz', nullable: true })
  sendAt!: Date | null;

  /** Messages queued by the send. */
  @Column({ type: 'int', default: 0 })
  recipients!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
