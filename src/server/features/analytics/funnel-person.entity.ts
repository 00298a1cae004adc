import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which funnel steps each person whose quiz start was counted has taken, kept by a trigger on
 * funnel_event: a set, so the order of the steps does not matter (a cart before the email is
 * confirmed counts as much as one after). The dashboard's stages are sets of these people:
 * Quiz Started, Quiz Completed, and of those who completed, each later step taken.
 */
@Entity({ name: 'funnel_person' })
export class FunnelPersonEntity {
  /** The quiz session id. */
  @PrimaryColumn({ type: 'varchar', length: 80 })
  person!: string;

  @Column({ type: 'date' })
  startedOn!: string;

  /** Their quiz session's visit source, 'unknown' when it has none (sessions from before sources were kept). */
  @Column({ type: 'varchar', length: 20, default: 'unknown' })
  source!: string;

  /** The steps taken, as bits: 1 started, 2 completed, 4 email confirmed, 8 cart, 16 loyalty purchase. */
  @Column({ type: 'smallint' })
  steps!: number;
}
