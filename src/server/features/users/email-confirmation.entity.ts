import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a confirmation link applies when clicked: the details the visitor typed with the address. */
export interface PendingDetails {
  firstName: string;
  wantsCyclingGuide: boolean;
  consent: boolean;
  quizResponseId: number | null;
  /** The form the details came from, for the consent log. */
  form: string;
}

/**
 * A confirmation link sent to an address: single use, expiring. The link carries this row's id
 * signed with the app's key (see confirmation tokens), so nothing secret is stored here.
 */
@Entity({ name: 'email_confirmation' })
@Index('IDX_email_confirmation_address_created', ['address', 'createdAt'])
export class EmailConfirmationEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'jsonb' })
  details!: PendingDetails;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
