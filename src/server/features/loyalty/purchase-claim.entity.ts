import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ClaimDecider, ClaimStatus, StoreOrderConflict } from '../../../shared/loyalty-review.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';

/**
 * A purchase a member says they made. Its points are pending (not in the ledger, not spendable,
 * not counted for tiers) until the claim is approved; the approval appends the ledger entry.
 * Every decision is also kept in `purchase_claim_decision`.
 */
@Entity({ name: 'purchase_claim' })
@Index(['status', 'createdAt'])
@Index(['memberId', 'createdAt'])
// One order number is claimed once across all members; a rejected claim frees it again. A claim
// of another customer's store order is kept apart, so it cannot lock the real buyer out (the
// ledger's unique order number still lets only one claim ever earn).
@Index('UQ_purchase_claim_open_order', ['orderNumber', 'storeOrderConflict'], { unique: true, where: `"status" <> 'rejected'` })
@Check('CHK_purchase_claim_store_order_conflict', `"storeOrderConflict" IN ('none', 'another_customer', 'before_joining')`)
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

  /**
   * Set when an imported store order with this number names a customer other than the claimant
   * (or was placed before they joined): such a claim is never approved without a person.
   */
  @Column({ type: 'varchar', length: 20, default: 'none' })
  storeOrderConflict!: StoreOrderConflict;

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
