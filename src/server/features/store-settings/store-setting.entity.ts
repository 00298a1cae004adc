import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The shop's settings the representative changes: one row. A null column follows its default
 * (an environment variable or a constant), so an unset setting changes with the environment.
 */
@Entity({ name: 'store_setting' })
@Check('CHK_store_setting_single', `"id" = 1`)
@Check('CHK_store_setting_threshold', `"freeShippingThresholdCents" BETWEEN 0 AND 100000`)
@Check('CHK_store_setting_survey_delay', `"surveyInviteDelayHours" BETWEEN 0 AND 8760`)
@Check('CHK_store_setting_survey_follow_up_delay', `"surveyFollowUpDelayMinutes" BETWEEN 0 AND 1440`)
@Check('CHK_store_setting_retention_days', `"unconfirmedRetentionDays" BETWEEN 1 AND 3650`)
@Check('CHK_store_setting_backup_time', `"backupTimeOfDay" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)
@Check('CHK_store_setting_digest_time', `"digestTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)
export class StoreSettingEntity {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  /** The external storefront; product and shop links are built from it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  storeUrl!: string | null;

  @Column({ type: 'int', nullable: true })
  freeShippingThresholdCents!: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  contactEmail!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  contactPhone!: string | null;

  /** A line for the contact section, such as opening hours. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  supportNote!: string | null;

  @Column({ type: 'int', nullable: true })
  surveyInviteDelayHours!: number | null;

  /** When the daily backup is taken, HH:MM in the server's time zone. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  backupTimeOfDay!: string | null;

  /** Whether the daily digest is sent to the contact email. */
  @Column({ type: 'boolean', nullable: true })
  digestEnabled!: boolean | null;

  /** When the daily digest is sent, HH:MM in the server's time zone. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  digestTime!: string | null;
  @Column({ type: 'int', nullable: true })
  surveyFollowUpDelayMinutes!: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  memberOfferText!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  memberOfferCode!: string | null;

  /** YYYY-MM-DD: kept as text so the date means the same day in every time zone. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  memberOfferExpiresOn!: string | null;
  /** Days an email capture nobody confirmed is kept before its data is erased. */
  @Column({ type: 'int', nullable: true })
  unconfirmedRetentionDays!: number | null;

  /** The shop's social media profiles (https addresses) the footer links to. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  instagramUrl!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  facebookUrl!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  tiktokUrl!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  pinterestUrl!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  youtubeUrl!: string | null;

  /** Raised by every save; a save from an older version answers 409. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
