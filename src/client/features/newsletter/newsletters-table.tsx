import { Button, Table, Text } from '@mantine/core';
import { audienceLabel, type Newsletter } from '../../../shared/newsletter';
import { NewsletterStatusBadge } from './newsletter-status-badge';
import cards from '../../components/back-office/phone-cards.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every campaign with the email panel's figures: messages sent, failed, clicked, and unsubscribes they caused. */
export function NewslettersTable({ newsletters, onOpen }: { newsletters: Newsletter[]; onOpen: (id: number) => void }) {
  if (newsletters.length === 0) return <Text c="gray.7">No newsletters yet. Write the first one with “New newsletter”.</Text>;
  return (
    <Table.ScrollContainer minWidth={760} className={cards.scroll}>
      <Table striped verticalSpacing="sm" aria-label="Newsletters" className={cards.cards}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Audience</Table.Th>
            <Table.Th ta="right">Recipients</Table.Th>
            <Table.Th ta="right">Sent</Table.Th>
            <Table.Th ta="right">Failed</Table.Th>
            <Table.Th ta="right">Clicked</Table.Th>
            <Table.Th ta="right">Unsubscribed</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newsletters.map((newsletter) => (
            <Table.Tr key={newsletter.id}>
              <Table.Td>
                <Text fw={600}>{newsletter.subject}</Text>
                {newsletter.sendAt ? (
                  <Text size="xs" c="gray.7">
                    {newsletter.status === 'scheduled' ? 'Goes out' : 'Sent'} {dateTime.format(new Date(newsletter.sendAt))}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td data-label="Status">
                <NewsletterStatusBadge status={newsletter.status} />
              </Table.Td>
              <Table.Td data-label="Audience">{audienceLabel(newsletter.audience)}</Table.Td>
              <Table.Td ta="right" data-label="Recipients">{newsletter.figures.recipients}</Table.Td>
              <Table.Td ta="right" data-label="Sent">{newsletter.figures.sent}</Table.Td>
              <Table.Td ta="right" data-label="Failed">{newsletter.figures.failed}</Table.Td>
              <Table.Td ta="right" data-label="Clicked">{newsletter.figures.clicked}</Table.Td>
              <Table.Td ta="right" data-label="Unsubscribed">{newsletter.figures.unsubscribed}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => onOpen(newsletter.id)} aria-label={`Open ${newsletter.subject}`}>
                  {newsletter.status === 'draft' ? 'Edit' : 'View'}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
