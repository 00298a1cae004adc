import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';

export type FunnelEventDetails = Record<string, string | number | boolean | null>;

/** Append-only log of funnel steps. */
@Entity({ name: 'funnel_event' })
@Index(['type', 'createdAt'])
export class FunnelEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 40 })
  type!: FunnelEventType;

  /** Quiz or cart session id, member code or user id: whatever identifies the actor. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  subject!: string | null;

  /**
   * The quiz session of the person this step belongs to, when known: the funnel follows people
   * from the quiz they started (see funnel-person.entity.ts).
   */
  @Column({ type: 'varchar', length: 80, nullable: true })
  person!: string | null;

  /** Money involved, in cents (loyalty purchases). */
  @Column({ type: 'int', nullable: true })
  amountCents!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  details!: FunnelEventDetails | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
