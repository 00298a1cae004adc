import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RepGate } from './rep-gate';

/** A page of the representative's back-office: signed in only; the shell around it holds the navigation. */
export function BackOfficePage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <RepGate>
      <Container size="lg" px={0} py="md">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1}>{title}</Title>
            {actions}
          </Group>
          {children}
        </Stack>
      </Container>
    </RepGate>
  );
}
