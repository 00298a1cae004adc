import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Newsletter, SubjectVariant } from '../../../shared/newsletter';
import { trpc } from '../../trpc';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const clickRate = (sent: number, clicked: number) => (sent === 0 ? '–' : `${((clicked / sent) * 100).toFixed(1).replace(/\.0$/, '')}%`);

/**
 * A sent campaign's subject line test: each subject's test emails and clicks, when the winner is
 * chosen (or was, and why), and while it runs, a way to choose the winner now.
 */
export function SubjectTestResults({ newsletter, onChosen, onError }: { newsletter: Newsletter; onChosen: () => Promise<void>; onError: (error: { message: string }) => void }) {
  const test = newsletter.subjectTest!;
  const choose = trpc.newsletterAdmin.chooseWinner.useMutation({ onSuccess: onChosen, onError });
  const running = newsletter.status === 'testing';
  const pick = (winner: SubjectVariant) => choose.mutate({ id: newsletter.id, winner });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="subject-test-title">
      <Stack gap="sm">
        <Title order={3} id="subject-test-title" fz="h4">
          Subject line test
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subject</Table.Th>
              <Table.Th ta="right">Test emails sent</Table.Th>
              <Table.Th ta="right">Clicked</Table.Th>
              <Table.Th ta="right">Click rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {test.variants.map((variant) => (
              <Table.Tr key={variant.variant}>
                <Table.Td>
                  {variant.variant.toUpperCase()}: {variant.subject}
                  {test.winner === variant.variant ? <strong> (winner)</strong> : null}
                </Table.Td>
                <Table.Td ta="right">{variant.sent}</Table.Td>
                <Table.Td ta="right">{variant.clicked}</Table.Td>
                <Table.Td ta="right">{clickRate(variant.sent, variant.clicked)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text role="status">
          {test.decision ??
            `${test.testPercent}% of the audience gets the test. ${test.decideAt ? `The winner is chosen by click rate on ${dateTime.format(new Date(test.decideAt))}` : 'The winner is chosen by click rate'} and goes to everyone else.`}
        </Text>
        {running ? (
          <Group>
            {test.variants.map((variant) => (
              <Button key={variant.variant} variant="light" loading={choose.isPending && choose.variables?.winner === variant.variant} onClick={() => pick(variant.variant)}>
                Send {variant.variant.toUpperCase()} to everyone else now
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
