import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SegmentCondition } from '../../../../shared/segments.js';

/** A segment the representative saved: its conditions as data (compiled to SQL when it is counted or used). */
@Entity({ name: 'segment' })
export class SegmentEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @Column({ type: 'varchar', length: 3 })
  match!: 'all' | 'any';

  @Column({ type: 'jsonb' })
  conditions!: SegmentCondition[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
