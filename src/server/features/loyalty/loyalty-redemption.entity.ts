import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';

/** A redeemed reward and its single-use code, tied to the ledger row that paid for it. */
@Entity({ name: 'loyalty_redemption' })
// Codes not yet used, which the shop's health figures count.
@Index('IDX_loyalty_redemption_unused', ['createdAt'], { where: `"usedAt" IS NULL` })
export class LoyaltyRedemptionEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Upper-case, e.g. RWD-8K3M-Q7TX. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40 })
  redemptionCode!: string;

  @Index()
  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => LoyaltyMemberEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'memberId' })
  member?: LoyaltyMemberEntity;

  @Column({ type: 'int' })
  rewardId!: number;

  @ManyToOne(() => LoyaltyRewardEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'rewardId' })
  reward?: LoyaltyRewardEntity;

  /** One-to-one: the join column is unique. */
  @Column({ type: 'bigint' })
  transactionId!: string;

  @OneToOne(() => LoyaltyTransactionEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: LoyaltyTransactionEntity;

  @Column({ type: 'int' })
  pointsUsed!: number;

  /** Set when the code is used; a code is good for one use. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
