import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the loyalty page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
