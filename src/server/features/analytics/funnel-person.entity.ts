import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How far each person who started the quiz has come (1 started … 5 loyalty purchase), kept by a
 * trigger on funnel_event: a step counts only when it follows the one before it, so the funnel
 * can never go up from one step to the next.
 */
@Entity({ name: 'funnel_person' })
export class FunnelPersonEntity {
  /** The quiz session id. */
  @PrimaryColumn({ type: 'varchar', length: 80 })
  person!: string;

  @Column({ type: 'date' })
  startedOn!: string;

  @Column({ type: 'smallint' })
  depth!: number;
}
