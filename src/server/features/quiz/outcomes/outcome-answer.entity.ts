import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { ProductEntity } from '../../catalog/api.js';
import { UserEntity } from '../../users/api.js';

/**
 * A person's answer to "Is <product> working for you?": one per person and product, changed by
 * answering again. `not_yet` is not offered: it stands for a usage-survey answer of "not seeing
 * results" until the person answers the question itself. A trigger keeps `outcome_tally` in step.
 */
@Entity({ name: 'outcome_answer' })
@Check('CHK_outcome_answer_answer', `"answer" IN ('works', 'early', 'not_for_me', 'not_yet')`)
export class OutcomeAnswerEntity {
  @PrimaryColumn({ type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Index()
  @PrimaryColumn({ type: 'int' })
  productId!: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: ProductEntity;

  /** The people the answer speaks for (skin type, sensitivity, primary concern), from the quiz she took before answering. */
  @Column({ type: 'varchar', length: 80 })
  segment!: string;

  @Column({ type: 'varchar', length: 12 })
  answer!: 'works' | 'early' | 'not_for_me' | 'not_yet';

  @UpdateDateColumn({ type: 'timestamptz' })
  answeredAt!: Date;
}
