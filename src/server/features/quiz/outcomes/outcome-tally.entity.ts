import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProductEntity } from '../../catalog/api.js';

/**
 * The answers of one segment about one product, recounted by triggers when an answer, or an
 * order of someone who answered, is written (never written by the app): the people who gave each
 * answer, the buyers among them (what social proof counts) and the answers' weights (what the
 * engine weighs; see the OutcomesFromProvenUse migration for the rule).
 */
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

  /** Of those answers, the ones from people with a store order line of the product. */
  @Column({ type: 'int', default: 0 })
  buyersWorks!: number;

  @Column({ type: 'int', default: 0 })
  buyersEarly!: number;

  @Column({ type: 'int', default: 0 })
  buyersNotForMe!: number;

  /** The answers' weights summed: 1 for a buyer, a quarter of a person for anyone else. */
  @Column({ type: 'double precision', default: 0 })
  weightWorks!: number;

  @Column({ type: 'double precision', default: 0 })
  weightNotForMe!: number;

  @Column({ type: 'double precision', default: 0 })
  weightNotYet!: number;
}
