import type { DataSource } from 'typeorm';
import type { AddNoteInput, PersonNote } from '../../../shared/people.js';
import { recordAudit } from '../audit/api.js';
import { findPerson } from './person-profile.service.js';
import { queryRows, sql } from '../../db/sql.js';

/** Adds a private, dated note to a person's profile; notes are never edited or removed (only erased with the person). */
export async function addPersonNote(dataSource: DataSource, input: AddNoteInput): Promise<{ note: PersonNote }> {
  return dataSource.transaction(async (manager) => {
    const person = await findPerson(manager, input.id);
    const [row] = await queryRows(manager, sql<{ id: string; createdAt: Date }>`INSERT INTO person_note ("personId", text) VALUES (${person.id}::uuid, ${input.text}) RETURNING id, "createdAt"`);
    // The audit names the note, never its words (they are about a person).
    await recordAudit(manager, { area: 'person', subject: person.id, action: 'add note', after: { noteId: row!.id } });
    return { note: { id: row!.id, text: input.text, createdAt: new Date(row!.createdAt).toISOString() } };
  });
}
