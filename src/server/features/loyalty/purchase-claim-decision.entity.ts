import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ClaimDecider, ClaimStatus } from '../../../shared/loyalty-review.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';

/** The audit trail of claim decisions: append-only (a trigger rejects UPDATE and DELETE). */
@Entity({ name: 'purchase_claim_decision' })
export class PurchaseClaimDecisionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Index()
  @Column({ type: 'bigint' })
  claimId!: string;

  @ManyToOne(() => PurchaseClaimEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'claimId' })
  claim?: PurchaseClaimEntity;

  /** The status the claim moved to. */
  @Column({ type: 'varchar', length: 10 })
  status!: ClaimStatus;

  @Column({ type: 'varchar', length: 20 })
  decidedBy!: ClaimDecider;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
