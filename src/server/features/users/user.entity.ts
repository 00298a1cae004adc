import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { QuizResponseEntity } from '../quiz/api.js';

/** A visitor who left an email after the quiz. One row per address, whatever its letter case. */
@Entity({ name: 'user' })
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

  /** Opted in to personalised recommendations and tips by email. */
  @Column({ type: 'boolean', default: false })
  consent!: boolean;

  // Named, not imported: the response entity refers back to this one.
  @ManyToOne('QuizResponseEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'latestQuizResponseId' })
  latestQuizResponse?: QuizResponseEntity | null;

  @Column({ type: 'int', nullable: true })
  latestQuizResponseId!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
