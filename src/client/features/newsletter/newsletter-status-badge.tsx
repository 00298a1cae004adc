import { Badge } from '@mantine/core';
import type { NewsletterStatus } from '../../../shared/newsletter';

const looks: Record<NewsletterStatus, { color: string; label: string }> = {
  draft: { color: 'gray.8', label: 'Draft' },
  scheduled: { color: 'blue.9', label: 'Scheduled' },
  sending: { color: 'orange.9', label: 'Sending' },
  sent: { color: 'teal.9', label: 'Sent' },
};

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant="filled">
      {look.label}
    </Badge>
  );
}
