import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One click on a tracked link in an email (the figures count messages clicked, not raw clicks). */
@Entity({ name: 'email_click' })
export class EmailClickEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Index()
  @Column({ type: 'bigint' })
  messageId!: string;

  /** The link's host and path, without its query (which may carry a personal token). */
  @Column({ type: 'varchar', length: 300 })
  target!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  clickedAt!: Date;
}
