import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RepGate } from './rep-gate';

/** A page of the representative's back-office: signed in only, with the way back to the dashboard. */
export function BackOfficePage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <RepGate>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <div>
            <Anchor component={Link} to="/dashboard" size="sm">
              ← Dashboard
            </Anchor>
            <Group justify="space-between">
              <Title order={1}>{title}</Title>
              {actions}
            </Group>
          </div>
          {children}
        </Stack>
      </Container>
    </RepGate>
  );
}
