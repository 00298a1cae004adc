import { Badge } from '@mantine/core';
import { newsletterStatusLabels } from '../../../shared/enum-labels';
import type { NewsletterStatus } from '../../../shared/newsletter';

const colors: Record<NewsletterStatus, string> = { draft: 'gray.8', scheduled: 'blue.9', testing: 'violet.9', sending: 'orange.9', sent: 'teal.9' };

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  return (
    <Badge color={colors[status]} variant="filled">
      {newsletterStatusLabels[status]}
    </Badge>
  );
}
