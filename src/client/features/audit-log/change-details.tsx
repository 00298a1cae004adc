import { Table, Text } from '@mantine/core';
import type { AuditRow } from '../../../shared/audit';
import { changedFields } from './audit-changes';

/** The fields one change touched: before and after, side by side. */
export function ChangeDetails({ entry }: { entry: AuditRow }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <Text size="sm" c="gray.7" p="sm">No field changed.</Text>;
  return (
    <Table withRowBorders={false} fz="sm" layout="fixed" aria-label={`Fields changed by ${entry.action}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="25%">Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.field}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
