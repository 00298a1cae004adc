import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Each address's latest word per purpose, kept by a trigger on consent_event (the log stays the
 * record): what "accepts newsletters" reads for every person at once, without finding each one's
 * latest log row. Erasure deletes the address's rows.
 */
@Entity({ name: 'consent_latest' })
export class ConsentLatestEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address!: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  purpose!: string;

  @Column({ type: 'varchar', length: 10 })
  action!: 'granted' | 'withdrawn';

  /** The log row it comes from: a later row replaces it, an earlier one never does. */
  @Column({ type: 'bigint' })
  eventId!: string;
}
