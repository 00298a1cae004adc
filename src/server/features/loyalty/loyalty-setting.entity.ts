import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_POINTS_PER_DOLLAR, DEFAULT_TIER_THRESHOLDS } from '../../../shared/loyalty-programme.js';

/** The programme's settings the representative changes: one row, created by the migration. */
@Entity({ name: 'loyalty_setting' })
@Check('CHK_loyalty_setting_single', `"id" = 1`)
@Check('CHK_loyalty_setting_points_per_dollar', `"pointsPerDollar" BETWEEN 1 AND 100`)
@Check('CHK_loyalty_setting_tiers', `0 < "silverThreshold" AND "silverThreshold" < "goldThreshold" AND "goldThreshold" < "platinumThreshold"`)
export class LoyaltySettingEntity {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  /** Approve pending claims no store order contradicts after this many days; null = never. */
  @Column({ type: 'int', nullable: true })
  autoApproveAfterDays!: number | null;

  /** Whole points per whole dollar of an order total, fixed on a claim when it is made. */
  @Column({ type: 'int', default: DEFAULT_POINTS_PER_DOLLAR })
  pointsPerDollar!: number;

  /** Total earned points from which a member is Silver, Gold, Platinum (Bronze: 0). */
  @Column({ type: 'int', default: DEFAULT_TIER_THRESHOLDS.silver })
  silverThreshold!: number;

  @Column({ type: 'int', default: DEFAULT_TIER_THRESHOLDS.gold })
  goldThreshold!: number;

  @Column({ type: 'int', default: DEFAULT_TIER_THRESHOLDS.platinum })
  platinumThreshold!: number;

  /** Grows with each save; a save from an older version is refused. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
