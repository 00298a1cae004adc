import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One fixed-window counter per (bucket, key), shared by every process on the database. */
@Entity({ name: 'rate_limit_counter' })
@Index(['windowStart'])
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  bucket!: string;

  @PrimaryColumn({ type: 'varchar', length: 128 })
  key!: string;

  @Column({ type: 'timestamptz' })
  windowStart!: Date;

  @Column({ type: 'int' })
  hits!: number;
}
