import { Badge } from '@mantine/core';
import type { ArticleStatus } from '../../../shared/article-admin';

// Dark shades: white small text on them keeps a 4.5:1 contrast.
const looks: Record<ArticleStatus, { color: string; label: string }> = {
  draft: { color: 'gray.7', label: 'Draft' },
  published: { color: 'teal.9', label: 'Published' },
  scheduled: { color: 'blue.9', label: 'Scheduled' },
};

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge color={looks[status].color}>{looks[status].label}</Badge>;
}
