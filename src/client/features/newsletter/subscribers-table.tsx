import { Alert, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { labelledOptions, subscriberStatusLabels as statusLabels } from '../../../shared/enum-labels';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberStatus } from '../../../shared/newsletter';
import { trpc } from '../../trpc';

// Confirmed first: the people a newsletter goes to.
const shownStatuses: SubscriberStatus[] = ['confirmed', 'pending', 'unsubscribed'];
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The subscribers of one status, newest first, a page at a time. */
export function SubscribersTable() {
  const [status, setStatus] = useState<SubscriberStatus>('confirmed');
  const [page, setPage] = useState(1);
  const list = trpc.newsletterAdmin.subscribers.useQuery({ status, page });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SUBSCRIBERS_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Subscribers to show"
        value={status}
        onChange={(value) => {
          setStatus(value as SubscriberStatus);
          setPage(1);
        }}
        data={labelledOptions(shownStatuses, statusLabels)}
      />
      {list.error ? (
        <Alert color="red" title="The subscribers could not be loaded">
          {list.error.message}
        </Alert>
      ) : list.data && list.data.subscribers.length === 0 ? (
        <Text c="gray.7">Nobody here yet.</Text>
      ) : (
        <Table striped aria-label={`${statusLabels[status]} subscribers`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.subscribers ?? []).map((subscriber) => (
              <Table.Tr key={subscriber.email}>
                <Table.Td>{subscriber.email}</Table.Td>
                <Table.Td>{date.format(new Date(subscriber.since))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
