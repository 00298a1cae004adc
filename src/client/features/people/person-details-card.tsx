import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PersonProfile } from '../../../shared/people';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { CONFIRMED_GREEN } from './badge-colors';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function EraseButton({ person }: { person: PersonProfile }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const erase = trpc.people.erase.useMutation({
    onSuccess: () => {
      showToast('Person erased', 'Their personal data is gone; what the books need stays without their name.');
      void utils.people.list.invalidate();
      void navigate({ to: '/dashboard/people' });
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
        Erase
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Erase this person?">
        <Stack>
          <Text>
            Everything stored about {person.firstName ?? 'this person'} is removed or made anonymous, and their address is never emailed again. This cannot be
            undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button color="red.9" loading={erase.isPending} onClick={() => erase.mutate({ id: person.id, confirm: true })}>
              Erase for good
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Who the person is, whether their address is confirmed, and the personal-data actions. */
export function PersonDetailsCard({ person }: { person: PersonProfile }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          {/* The page's heading: the person's name (the sections below are its h2s). */}
          <Title order={1} fz="h2">
            {person.firstName ?? 'No name'}
          </Title>
          <Group>
            <Button component="a" href={`/api/admin/people/${person.id}/export`} variant="default">
              Export data
            </Button>
            <EraseButton person={person} />
          </Group>
        </Group>
        <Text>{person.email ?? 'No email address'}</Text>
        <Group gap="xs">
          <Badge color={person.confirmedAt ? CONFIRMED_GREEN : 'gray.7'}>{person.confirmedAt ? `Confirmed ${day(person.confirmedAt)}` : 'Not confirmed'}</Badge>
          <Badge color={person.marketingConsent ? 'blue.9' : 'gray.7'}>{person.marketingConsent ? 'Consents to marketing email' : 'No marketing consent'}</Badge>
          {person.suppressed && <Badge color="red.9">{person.suppressed === 'bounced' ? 'Address bounced' : 'Unsubscribed'}</Badge>}
          {person.wantsCyclingGuide && <Badge color="grape.9">Wants the cycling guide</Badge>}
        </Group>
        <Text size="sm" c="gray.7">
          Known since {day(person.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}
