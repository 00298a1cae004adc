import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FlowStep } from '../../../shared/flows';
import { trpc } from '../../trpc';

/** The email at its real width, on white whatever the theme. */
const PREVIEW_FRAME = { width: '100%', minHeight: 560, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)', background: '#fff' };

interface Draft {
  subject: string;
  preheader: string;
  markdown: string;
}

/**
 * The step's email as the chosen person would get it, drawn by the server from the words on
 * screen (saved or not). Its links lead where they say and answer nothing for her; the frame runs
 * no script.
 */
export function FlowPreviewPanel({
  step,
  draft,
  personId,
  onPersonChange,
}: {
  step: FlowStep;
  draft: Draft;
  personId: string | null;
  onPersonChange: (personId: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Choosing a person writes her label in the box: that is not a new search.
  const query = search === chosen?.label ? '' : search.trim();
  const people = trpc.people.list.useQuery({ query: query || undefined, pageSize: 10, confirmed: true }, { placeholderData: (previous) => previous });
  const preview = trpc.flows.preview.useMutation();
  const found = (people.data?.people ?? []).flatMap((person) => (person.email ? [{ value: person.id, label: `${person.firstName ?? 'No name'} · ${person.email}` }] : []));
  // The chosen person stays an option whatever the search finds, so her name stays in the box.
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  const shown = preview.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Preview">
      <Stack gap="sm">
        <Group align="flex-end">
          <Select
            label="Preview for"
            placeholder="Example person (Jamie, no quiz)"
            data={options}
            value={personId}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={people.isPending ? 'Searching…' : 'Nobody confirmed matches'}
            onChange={(value, option) => {
              setChosen(value ? option : null);
              onPersonChange(value);
            }}
            flex={1}
          />
          <Button variant="light" loading={preview.isPending} onClick={() => preview.mutate({ step, draft, ...(personId ? { personId } : {}) })}>
            Show preview
          </Button>
        </Group>
        {preview.error ? (
          <Alert color="red" title="No preview" role="alert">
            {preview.error.message}
          </Alert>
        ) : null}
        {shown?.skipped ? (
          <Alert color="yellow" title="Not sent now" role="status">
            This email would be skipped for this person now ({shown.skipped}).
          </Alert>
        ) : null}
        {shown && !shown.skipped ? (
          <>
            <Text fw={700} role="status">
              Subject: {shown.subject}
            </Text>
            <iframe title="Email preview" sandbox="" srcDoc={shown.html} style={PREVIEW_FRAME} />
          </>
        ) : null}
        {!shown && !preview.error ? <Text c="gray.7">Press “Show preview” to see the email as it would be sent.</Text> : null}
      </Stack>
    </Paper>
  );
}
