import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ArticleStatus } from '../../../shared/article-admin';
import { ArticleStatusBadge } from './article-status-badge';

export type PublicationAction = 'save' | 'publish' | 'schedule' | 'unpublish';

interface PublicationControlsProps {
  /** Undefined for an article not saved yet. */
  status?: ArticleStatus;
  publishedAt: string | null;
  slug: string;
  busy: boolean;
  scheduleError?: string;
  onAction: (action: PublicationAction, publishAt?: string) => void;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function statusNote(status: ArticleStatus | undefined, publishedAt: string | null): string {
  if (status === 'published' && publishedAt) return `On the site since ${dateTime.format(new Date(publishedAt))}. Saved changes show at once.`;
  if (status === 'scheduled' && publishedAt) return `Goes live by itself on ${dateTime.format(new Date(publishedAt))}.`;
  return status ? 'A draft: only you can see it.' : 'Not saved yet.';
}

/** Save, publish now, schedule, unpublish; a link to the page once it is live. */
export function PublicationControls({ status, publishedAt, slug, busy, scheduleError, onAction }: PublicationControlsProps) {
  const [publishAt, setPublishAt] = useState('');
  const live = status === 'published';
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group gap="sm">
          {status ? <ArticleStatusBadge status={status} /> : null}
          <Text size="sm">{statusNote(status, publishedAt)}</Text>
          {live && (
            <Anchor href={`/learning-hub/${slug}`} target="_blank" size="sm">
              View on the site
            </Anchor>
          )}
        </Group>
        <Group align="flex-end">
          <Button type="submit" variant={live ? 'filled' : 'default'} loading={busy}>
            {live || status === 'scheduled' ? 'Save changes' : 'Save draft'}
          </Button>
          {!live && (
            <Button onClick={() => onAction('publish')} loading={busy}>
              Publish now
            </Button>
          )}
          {status && status !== 'draft' && (
            <Button variant="light" color="red" onClick={() => onAction('unpublish')} loading={busy}>
              Unpublish
            </Button>
          )}
        </Group>
        {!live && (
          <Group align="flex-end">
            <TextInput
              type="datetime-local"
              label="Publish at (your time)"
              value={publishAt}
              onChange={(event) => setPublishAt(event.currentTarget.value)}
              error={scheduleError}
            />
            <Button variant="light" disabled={!publishAt} loading={busy} onClick={() => onAction('schedule', new Date(publishAt).toISOString())}>
              Schedule
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
