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
@Check(
  'CHK_newsletter_campaign_subject_test',
  `("subjectB" IS NULL) = ("testPercent" IS NULL) AND ("subjectB" IS NULL) = ("winnerAfterHours" IS NULL) AND "testPercent" BETWEEN 10 AND 50 AND "winnerAfterHours" BETWEEN 1 AND 48 AND "winner" IN ('a', 'b')`,
)
// The subject line tests still waiting for their winner: what the decision task looks for.
@Index('IDX_newsletter_campaign_deciding', ['decideAt'], { where: `"decideAt" IS NOT NULL AND "winner" IS NULL` })
export class NewsletterCampaignEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  /** The second subject of a subject line test (`subject` is the first); null: one subject. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  subjectB!: string | null;

  /** Percent of the audience that gets the test, split evenly between the two subjects. */
  @Column({ type: 'int', nullable: true })
  testPercent!: number | null;

  /** Hours after the send when the subject with the better click rate is chosen for the rest. */
  @Column({ type: 'int', nullable: true })
  winnerAfterHours!: number | null;

  /** Set by the send of a test: when the winner is chosen. */
  @Column({ type: 'timestamptz', nullable: true })
  decideAt!: Date | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  winner!: 'a' | 'b' | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** Why the winner won, in words (the click rates, or that the representative chose it). */
  @Column({ type: 'text', nullable: true })
  decision!: string | null;

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
