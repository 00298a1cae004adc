import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../trpc';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function LeadsTable() {
  const leads = trpc.analytics.leads.useQuery();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h3">
          Leads
        </Title>
        <Button component="a" href="/api/analytics/leads.csv" download variant="light">
          Export CSV
        </Button>
      </Group>
      {leads.data?.length === 0 && <Text c="gray.7">No emails captured yet.</Text>}
      {leads.data && leads.data.length > 0 && (
        // A table wider than a phone scrolls sideways; its viewport takes focus so the keyboard can scroll it.
        <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Leads table' } }}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>First name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Confirmed</Table.Th>
                <Table.Th>Tips</Table.Th>
                <Table.Th>Cycling guide</Table.Th>
                <Table.Th>Signed up</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.data.map((lead) => (
                <Table.Tr key={lead.id}>
                  <Table.Td>{lead.firstName}</Table.Td>
                  <Table.Td>{lead.email}</Table.Td>
                  <Table.Td>{yesNo(lead.confirmed)}</Table.Td>
                  <Table.Td>{yesNo(lead.consent)}</Table.Td>
                  <Table.Td>{yesNo(lead.wantsCyclingGuide)}</Table.Td>
                  <Table.Td>{new Date(lead.createdAt).toLocaleDateString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
