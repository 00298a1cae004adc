import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { BackupRun } from '../../../shared/backup';
import { trpc } from '../../trpc';

// Filled and dark, so the white label reads at 4.5:1 or better (the light greens fell short of WCAG AA).
const results: Record<BackupRun['status'], { label: string; color: string }> = {
  succeeded: { label: 'Succeeded', color: '#237032' },
  running: { label: 'Running', color: 'blue.9' },
  failed: { label: 'Failed', color: 'red.9' },
};

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

function describe(run: BackupRun): string {
  const when = new Date(run.startedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const parts = [`${run.kind === 'daily' ? 'Daily backup' : 'Backup'} of ${when}`];
  if (run.sizeBytes !== null) parts.push(megabytes(run.sizeBytes));
  if (run.error) parts.push(run.error);
  return parts.join(' · ');
}

const DAILY_OFF = 'Daily backups are switched off on this server (BACKUP_DAILY=off).';

const noBackupYet = (daily: boolean) => (daily ? 'No backup yet: the first is taken at the time set in Settings.' : `No backup yet. ${DAILY_OFF}`);

/** On the dashboard: when the last backup of the shop's data was taken, how big it is, and whether it worked. */
export function LastBackupCard() {
  const backup = trpc.backup.last.useQuery();
  const last = backup.data?.last;
  const lastGood = backup.data?.lastSucceededAt;
  const notLastGood = last && last.status !== 'succeeded';
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={2} fz="h3">
            Last backup
          </Title>
          <Text c="gray.7">{backup.data ? (last ? describe(last) : noBackupYet(backup.data.daily)) : 'Loading…'}</Text>
          {backup.data && !backup.data.daily && last && <Text c="gray.7">{DAILY_OFF}</Text>}
          {notLastGood && (
            <Text c="gray.7">{lastGood ? `Last good backup: ${new Date(lastGood).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : 'No backup has succeeded yet.'}</Text>
          )}
        </div>
        {last && (
          <Badge color={results[last.status].color} variant="filled" size="lg">
            {results[last.status].label}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
