import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Keys the app generates for itself on first start (never demo data: each database makes its own). */
@Entity({ name: 'app_secret' })
export class AppSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  value!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
