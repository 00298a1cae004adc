import { Paper, Stack, Text } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { PeopleTable } from '../features/people/people-table';

function PeoplePage() {
  return (
    <BackOfficePage title="People">
      <Text c="gray.7">Everyone the shop knows: people who left their email after the quiz, survey takers and loyalty members. Open a person to see everything about them.</Text>
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <PeopleTable />
        </Stack>
      </Paper>
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/people')({ component: PeoplePage });
