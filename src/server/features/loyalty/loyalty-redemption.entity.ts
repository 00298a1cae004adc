import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { RedemptionStatus } from '../../../shared/redemptions.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';

/**
 * A redeemed reward and its single-use code, tied to the ledger row that paid for it. It is
 * `issued` until the representative hands it over (`fulfilled`) or cancels it (`cancelled`, the
 * points coming back as a refund entry); a decided redemption never changes again.
 */
@Entity({ name: 'loyalty_redemption' })
// Redemptions waiting to be handed over, oldest first: the queue, the digest and the health figures.
@Index('IDX_loyalty_redemption_issued', ['createdAt', 'id'], { where: `"status" = 'issued'` })
@Check('CHK_loyalty_redemption_status', `"status" IN ('issued', 'fulfilled', 'cancelled')`)
@Check('CHK_loyalty_redemption_decided', `("status" = 'issued') = ("decidedAt" IS NULL) AND ("status" = 'cancelled') = ("cancelReason" IS NOT NULL)`)
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

  @Column({ type: 'varchar', length: 12, default: 'issued' })
  status!: RedemptionStatus;

  /** When it was fulfilled or cancelled; null while issued. */
  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** Who decided it (the representative; the only one who can). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  decidedBy!: string | null;

  /** The representative's note on handing it over (how, where), if any. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  fulfilmentNote!: string | null;

  /** Why it was cancelled; the member reads it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  cancelReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
