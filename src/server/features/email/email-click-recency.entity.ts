import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * When each address last clicked a link in an email: one row per address, kept by a trigger on
 * email_click (so every click path keeps it), for segments' "clicked in N days" and "never
 * clicked" over every person without reading the million clicks. Erasure deletes the address's row.
 */
@Entity({ name: 'email_click_recency' })
export class EmailClickRecencyEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'timestamptz' })
  lastClickedAt!: Date;
}
