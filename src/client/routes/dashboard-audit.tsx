import { Paper, Stack, Text } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { AuditLogTable } from '../features/audit-log/audit-log-table';
import { BackOfficePage } from '../features/dashboard/back-office-page';

function AuditPage() {
  return (
    <BackOfficePage title="Change history">
      <Text c="gray.7">Every change made in the back-office, newest first. Open a row to see what it was before and after.</Text>
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <AuditLogTable />
        </Stack>
      </Paper>
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/audit')({ component: AuditPage });
