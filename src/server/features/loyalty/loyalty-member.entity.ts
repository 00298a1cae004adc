import { Check, Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';

/**
 * A loyalty member. The balance columns are a cache of the ledger, changed only in the
 * transaction that appends the ledger row, under this row's lock.
 */
@Entity({ name: 'loyalty_member' })
// The people list: newest first, and searched by any part of the address, name or code.
@Index('IDX_loyalty_member_created_person', ['createdAt', 'personId'])
// Members no email row shares an address with: a person each (unless erased), counted and paged by this index.
@Index('IDX_loyalty_member_without_email_row', ['createdAt', 'personId'], { where: '"sharesEmailRow" = false AND "erasedAt" IS NULL' })
@Index('IDX_loyalty_member_email_trgm', { synchronize: false })
@Index('IDX_loyalty_member_first_name_trgm', { synchronize: false })
@Index('IDX_loyalty_member_code_trgm', { synchronize: false })
@Check('CHK_loyalty_member_balance', `"pointsBalance" >= 0`)
@Check('CHK_loyalty_member_earned', `"totalPointsEarned" >= 0`)
@Check('CHK_loyalty_member_tier', `"tierLevel" IN ('Bronze', 'Silver', 'Gold', 'Platinum')`)
export class LoyaltyMemberEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Upper-case, e.g. GLOW-7Q4K-M2XP; null once the member is erased. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  loyaltyCode!: string | null;

  /** Lower-case; set when the member joined with an email. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  firstName!: string | null;

  @Column({ type: 'int', default: 0 })
  pointsBalance!: number;

  @Column({ type: 'int', default: 0 })
  totalPointsEarned!: number;

  @Column({ type: 'varchar', length: 10, default: 'Bronze' })
  tierLevel!: LoyaltyTier;

  /**
   * When the member's address was confirmed by a link sent to it. Until then the membership is
   * not active: its code is not shown or usable and it earns nothing.
   */
  // Indexed: the daily digest counts the members confirmed since the last one.
  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /**
   * Whether an email row (`user`) has this member's address. Kept by database triggers on both
   * tables (see the MemberSharesEmailRow migration), never written by the app.
   */
  @Column({ type: 'boolean', default: false, insert: false, update: false })
  sharesEmailRow!: boolean;

  /**
   * When the person was erased: the membership stays for the books (its ledger, claims and
   * redemptions) with no name, address or code, and no list, search or count shows it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  erasedAt!: Date | null;

  /** Unguessable: names a member who left no email row in the back-office and in "Your data" links. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  personId!: string;
}
