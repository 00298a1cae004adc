import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';

@Entity({ name: 'loyalty_reward' })
@Check('CHK_loyalty_reward_cost', `"pointsCost" > 0`)
@Check('CHK_loyalty_reward_tier', `"minTier" IN ('Bronze', 'Silver', 'Gold', 'Platinum')`)
export class LoyaltyRewardEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 400 })
  description!: string;

  @Column({ type: 'int' })
  pointsCost!: number;

  /** Lowest tier that may redeem it. */
  @Column({ type: 'varchar', length: 10 })
  minTier!: LoyaltyTier;

  /** Retired rewards stay for the redemptions that point at them. */
  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Grows with each back-office edit; a save from an older version is refused. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
