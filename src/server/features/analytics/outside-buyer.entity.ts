import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Each member who bought outside the funnel, with the UTC day of their latest such purchase.
 * Ranges always end today, so the members who bought in the last N days are those whose latest
 * purchase is in them: one count over an index, not a distinct count of every purchase. Kept by
 * a trigger on funnel_event.
 */
@Entity({ name: 'outside_buyer' })
export class OutsideBuyerEntity {
  /** The member as funnel events name them (funnel_event.subject). */
  @PrimaryColumn({ type: 'varchar', length: 120 })
  subject!: string;

  @Index()
  @Column({ type: 'date' })
  lastDay!: string;
}
