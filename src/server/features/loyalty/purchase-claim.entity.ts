import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ClaimDecider, ClaimStatus } from '../../../shared/loyalty-review.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';

/**
 * A purchase a member says they made. Its points are pending (not in the ledger, not spendable,
 * not counted for tiers) until the claim is approved; the approval appends the ledger entry.
 * Every decision is also kept in `purchase_claim_decision`.
 */
@Entity({ name: 'purchase_claim' })
@Index(['status', 'createdAt'])
@Index(['memberId', 'createdAt'])
// One order number is claimed once across all members; a rejected claim frees it again.
@Index('UQ_purchase_claim_open_order', ['orderNumber'], { unique: true, where: `"status" <> 'rejected'` })
@Check('CHK_purchase_claim_status', `"status" IN ('pending', 'approved', 'rejected', 'voided')`)
@Check('CHK_purchase_claim_decided', `("status" = 'pending') = ("decidedAt" IS NULL)`)
@Check('CHK_purchase_claim_credited', `("status" IN ('approved', 'voided')) = ("ledgerTransactionId" IS NOT NULL)`)
export class PurchaseClaimEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => LoyaltyMemberEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'memberId' })
  member?: LoyaltyMemberEntity;

  /** Normalised (upper-case, no spaces). */
  @Column({ type: 'varchar', length: 40 })
  orderNumber!: string;

  @Column({ type: 'int' })
  totalCents!: number;

  @Column({ type: 'int' })
  points!: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: ClaimStatus;

  /** Set when an imported store order has this number but another total. */
  @Column({ type: 'int', nullable: true })
  storeTotalCents!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  decidedBy!: ClaimDecider | null;

  /** Why it was rejected or voided; shown to the member. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  decisionReason!: string | null;

  /** The ledger purchase entry that credited the points. */
  @Column({ type: 'bigint', nullable: true })
  ledgerTransactionId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
