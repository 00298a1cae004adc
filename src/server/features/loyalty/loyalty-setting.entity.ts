import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The programme's settings the representative changes: one row. */
@Entity({ name: 'loyalty_setting' })
@Check('CHK_loyalty_setting_single', `"id" = 1`)
export class LoyaltySettingEntity {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  /** Approve pending claims no store order contradicts after this many days; null = never. */
  @Column({ type: 'int', nullable: true })
  autoApproveAfterDays!: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
