import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A private note by the representative about a person: append-only (a trigger refuses UPDATE and
 * DELETE, except while the person's data is being erased at their request).
 */
@Entity({ name: 'person_note' })
@Index('IDX_person_note_person', ['personId', 'id'])
export class PersonNoteEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The person id the note was written under (their email row's or their membership's uuid). */
  @Column({ type: 'uuid' })
  personId!: string;

  @Column({ type: 'text' })
  text!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
