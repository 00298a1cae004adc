import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProductEntity } from '../../catalog/api.js';

/** The answers of one segment about one product, counted by a trigger on `outcome_answer` (never written by the app). */
@Entity({ name: 'outcome_tally' })
export class OutcomeTallyEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  segment!: string;

  @PrimaryColumn({ type: 'int' })
  productId!: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: ProductEntity;

  @Column({ type: 'int', default: 0 })
  works!: number;

  @Column({ type: 'int', default: 0 })
  early!: number;

  @Column({ type: 'int', default: 0 })
  notForMe!: number;

  @Column({ type: 'int', default: 0 })
  notYet!: number;
}
