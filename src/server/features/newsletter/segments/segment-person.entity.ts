import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Everything a segment's conditions ask about one person, on one narrow row, so that counting a
 * segment is one scan of this table with no joins and no lists. Nothing in the app writes it:
 * triggers on every table it is made from (people, memberships, quizzes, clicks, subscriptions,
 * consents, suppressions) note the people a statement touched, and their rows are recomputed
 * from the database view `segment_person_source` (the definition) as the transaction commits,
 * one commit at a time. A test checks the two agree.
 */
@Entity({ name: 'segment_person' })
export class SegmentPersonEntity {
  @PrimaryColumn({ type: 'uuid' })
  personId!: string;

  // The refresh finds a person's row by address (a click, a subscription, a consent).
  @Index()
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'boolean' })
  confirmed!: boolean;

  @Column({ type: 'text', nullable: true })
  skinType!: string | null;

  @Column({ type: 'text', nullable: true })
  primaryConcern!: string | null;

  @Column({ type: 'text', nullable: true })
  budgetTier!: string | null;

  @Column({ type: 'int', array: true, nullable: true })
  pickIds!: number[] | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  firstSource!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastQuizAt!: Date | null;

  /** Her loyalty membership (not erased): its person id, tier and balance. */
  @Column({ type: 'uuid', nullable: true })
  memberPersonId!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  tierLevel!: string | null;

  @Column({ type: 'int', nullable: true })
  pointsBalance!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastClickedAt!: Date | null;

  /** A confirmed newsletter subscriber. */
  @Column({ type: 'boolean' })
  subscribed!: boolean;

  /** Her latest word on marketing email is yes. */
  @Column({ type: 'boolean' })
  marketingConsent!: boolean;

  /** Unsubscribed from marketing email, bounced or erased. */
  @Column({ type: 'boolean' })
  suppressed!: boolean;
}
