import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message the development mail catcher received: what would have gone out, shown at /dev/mail. */
@Entity({ name: 'caught_mail' })
export class CaughtMailEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index()
  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId!: string | null;

  @Column({ type: 'text' })
  recipients!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text' })
  text!: string;

  /** The header block as received, one header per line. */
  @Column({ type: 'text' })
  headers!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
