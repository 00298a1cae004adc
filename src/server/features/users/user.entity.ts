import { Check, Column, CreateDateColumn, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A visitor who left an email after the quiz. One row per address, whatever its letter case. */
@Entity({ name: 'user' })
// The people list: newest first, and searched by any part of the address or name.
@Index('IDX_user_created_person', ['createdAt', 'personId'])
@Index('IDX_user_email_trgm', { synchronize: false })
@Index('IDX_user_first_name_trgm', { synchronize: false })
@Check('CHK_user_email_lower', `"email" = lower("email")`)
export class UserEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** Stored trimmed and lower-case (the check keeps it so), which makes the index case-insensitive. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 80 })
  firstName!: string;

  @Column({ type: 'boolean', default: false })
  wantsCyclingGuide!: boolean;

  /** When the person clicked a confirmation link sent to this address; until then it is not theirs. */
  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /** Unguessable: stands for the person in their usage-survey links. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  surveyToken!: string;

  // Named, not imported (the response entity refers to this one): the relation only makes the
  // foreign key; the code reads latestQuizResponseId.
  @ManyToOne('QuizResponseEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'latestQuizResponseId' })
  latestQuizResponse?: { id: number } | null;

  @Column({ type: 'int', nullable: true })
  latestQuizResponseId!: number | null;

  /**
   * Her first quiz's time and where its visit came from, kept by a trigger on quiz_response
   * whenever a quiz is hers (segments' "first visit source" reads it). Never set by the app.
   */
  @Column({ type: 'timestamptz', nullable: true, insert: false, update: false })
  firstQuizAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true, insert: false, update: false })
  firstSource!: string | null;

  // What segments ask of her latest quiz, copied from it by a trigger whenever
  // latestQuizResponseId is set, so a count over every person reads this narrow row alone.
  // Never set by the app.

  /** The result's skin type label ('Oily'). */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  skinType!: string | null;

  /** The result's primary concern label ('Breakouts & blemishes'). */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  primaryConcern!: string | null;

  /** The budget tier of the answers, whichever quiz it was ('budget' … 'luxury'). */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  budgetTier!: string | null;

  /** The routine's product ids. */
  @Column({ type: 'int', array: true, nullable: true, insert: false, update: false })
  pickIds!: number[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Unguessable: names the person in the back-office and in their "Your data" links (nothing else). */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  personId!: string;
}
