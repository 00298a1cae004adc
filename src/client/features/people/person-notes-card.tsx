import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NOTE_MAX_LENGTH, type PersonNote } from '../../../shared/people';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { Section, when } from './person-activity-cards';

/** Private notes: dated, oldest first, never edited; a new one is added below. */
export function PersonNotesCard({ personId, notes }: { personId: string; notes: PersonNote[] }) {
  const [text, setText] = useState('');
  const utils = trpc.useUtils();
  const add = trpc.people.addNote.useMutation({
    onSuccess: () => {
      setText('');
      void utils.people.get.invalidate({ id: personId });
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  return (
    <Section title="Notes">
      {notes.length === 0 && <Text c="gray.7">No notes yet. Only you see them.</Text>}
      {notes.map((note) => (
        <Stack key={note.id} gap={0}>
          <Text size="sm" c="gray.7">
            {when(note.createdAt)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
        </Stack>
      ))}
      <Textarea label="Add a note" autosize minRows={2} maxLength={NOTE_MAX_LENGTH} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button w="fit-content" loading={add.isPending} disabled={text.trim() === ''} onClick={() => add.mutate({ id: personId, text })}>
        Add note
      </Button>
    </Section>
  );
}
