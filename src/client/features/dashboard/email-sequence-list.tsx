import { Alert, Paper, Table, Text, Title } from '@mantine/core';
import type { StatsRange } from '../../../shared/analytics';
import type { EmailFiguresRow } from '../../../shared/email';
import { DASHBOARD_REFRESH_MS } from '../../../shared/analytics';
import { trpc } from '../../trpc';
import cards from '../../components/back-office/phone-cards.module.css';
import { countOf } from '../../../shared/count-words';

const COLUMNS: Array<{ key: keyof EmailFiguresRow; label: string }> = [
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'clicked', label: 'Clicked' },
  { key: 'unsubscribed', label: 'Unsubscribed' },
];

function FiguresTable({ rows, caption }: { rows: EmailFiguresRow[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={480} className={cards.scroll} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}>
      <Table captionSide="top" className={cards.cards}>
        {/* Mantine's caption grey is too light on white for WCAG AA. */}
        <Table.Caption c="gray.8" fw={600} ta="left">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.template}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.label}
                </Text>
                {row.timing ? (
                  <Text size="xs" c="gray.7">
                    {row.timing}
                    {row.waiting > 0 ? ` · ${row.waiting} scheduled` : ''}
                    {row.skipped > 0 ? ` · ${row.skipped} skipped: ${row.skippedReason ?? 'nothing to send'}` : ''}
                    {row.willSkipReason ? ` · the scheduled ones will be skipped: ${row.willSkipReason} (Settings → Member offer)` : ''}
                  </Text>
                ) : null}
              </Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column.key} ta="right" data-label={column.label}>
                  {row[column.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What the emails really did in the chosen range, counted from the outbox, the click log and the
 * consent log. No open rates: mail privacy features load every image, so opens prove nothing.
 */
export function EmailSequenceList({ range }: { range: StatsRange }) {
  const figures = trpc.email.figures.useQuery({ days: range }, { refetchInterval: DASHBOARD_REFRESH_MS });
  const sequence = figures.data?.rows.filter((row) => row.timing !== null) ?? [];
  const others = figures.data?.rows.filter((row) => row.timing === null && row.sent + row.failed + row.waiting > 0) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3">
        Email Sequence Performance
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Sent, failed, clicked and unsubscribed, from the emails themselves. Opens are not shown: mail apps now load images for privacy, so they
        are not reliable.
      </Text>
      {figures.data?.delivery === 'held' ? (
        <Alert color="orange" title="Email is not being sent" mb="md">
          No SMTP server is configured (SMTP_URL), so {countOf(figures.data.dueNow, 'email')} {figures.data.dueNow === 1 ? 'is' : 'are'} waiting. They go out once it is set.
        </Alert>
      ) : null}
      {figures.data ? (
        <>
          <FiguresTable rows={sequence} caption="Welcome sequence" />
          {others.length > 0 ? <FiguresTable rows={others} caption="Other emails" /> : null}
        </>
      ) : (
        <Text c="gray.7">{figures.isError ? 'Email figures are unavailable right now.' : 'Loading…'}</Text>
      )}
    </Paper>
  );
}
