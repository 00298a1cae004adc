import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerKind } from '../../../shared/loyalty.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';

/** The points ledger: append-only (a trigger rejects UPDATE and DELETE). */
@Entity({ name: 'loyalty_transaction' })
@Index(['memberId', 'createdAt'])
@Check('CHK_loyalty_transaction_kind', `"kind" IN ('purchase', 'redemption', 'reversal', 'adjustment', 'refund')`)
@Check(
  'CHK_loyalty_transaction_sign',
  `("kind" = 'purchase' AND "pointsAmount" > 0) OR ("kind" IN ('redemption', 'reversal') AND "pointsAmount" < 0) OR ("kind" = 'adjustment' AND "pointsAmount" <> 0) OR ("kind" = 'refund' AND "pointsAmount" > 0 AND "reversesTransactionId" IS NOT NULL)`,
)
@Check('CHK_loyalty_transaction_order', `("kind" = 'purchase') = ("avonOrderNumber" IS NOT NULL AND "orderTotalCents" IS NOT NULL)`)
export class LoyaltyTransactionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'int' })
  memberId!: number;

  @ManyToOne(() => LoyaltyMemberEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'memberId' })
  member?: LoyaltyMemberEntity;

  @Column({ type: 'varchar', length: 20 })
  kind!: LedgerKind;

  /** Signed: positive earns, negative spends or reverses. */
  @Column({ type: 'int' })
  pointsAmount!: number;

  @Column({ type: 'varchar', length: 200 })
  description!: string;

  /** Normalised order number of a purchase; one order earns points once, whoever claims it. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  avonOrderNumber!: string | null;

  @Column({ type: 'int', nullable: true })
  orderTotalCents!: number | null;

  /** The purchase a reversal cancels, or the redemption a refund gives back; unique, so either happens at most once. */
  @Index({ unique: true })
  @Column({ type: 'bigint', nullable: true })
  reversesTransactionId!: string | null;

  @ManyToOne(() => LoyaltyTransactionEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reversesTransactionId' })
  reverses?: LoyaltyTransactionEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
