import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A proof-of-work challenge whose solution has been honoured once (see human-check.ts). The
 * primary key makes the first use win and any replay, even a parallel one, lose; a row is kept
 * until its challenge expires, after which no solution of it passes anyway.
 */
@Entity({ name: 'spent_challenge' })
@Index(['expiresAt'])
export class SpentChallengeEntity {
  /** The challenge's nonce: random, and covered by its signature. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  nonce!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
