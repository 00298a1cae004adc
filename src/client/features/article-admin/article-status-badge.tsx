import { Badge } from '@mantine/core';
import type { ArticleStatus } from '../../../shared/article-admin';
import { articleStatusLabels } from '../../../shared/enum-labels';

// Dark shades: white small text on them keeps a 4.5:1 contrast.
const colors: Record<ArticleStatus, string> = { draft: 'gray.7', published: 'teal.9', scheduled: 'blue.9' };

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge color={colors[status]}>{articleStatusLabels[status]}</Badge>;
}
