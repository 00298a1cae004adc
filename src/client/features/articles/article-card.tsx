import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CARD_TAG_LIMIT } from '../../../shared/articles';
import type { ArticleSummary } from '../../../shared/article-schemas';
import { categoryLabel, formatViews } from './article-labels';

/** One article in a grid: category, views, title link, description, author, Read More, 3 tags. */
export function ArticleCard({ article, headingOrder = 3 }: { article: ArticleSummary; headingOrder?: 3 | 4 }) {
  const link = (props: Record<string, unknown>) => <Link to="/learning-hub/$slug" params={{ slug: article.slug }} {...props} />;
  return (
    <Card component="article" withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{categoryLabel(article.category)}</Badge>
          <Text size="sm" c="gray.7">
            {formatViews(article.viewCount)}
          </Text>
        </Group>
        <Title order={headingOrder} fz="lg" lh={1.3}>
          <Anchor renderRoot={link} c="inherit">
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm" c="gray.7" lineClamp={3}>
          {article.metaDescription}
        </Text>
        <Group gap={6}>
          {article.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray.7" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" mt="auto" pt="xs">
          <Text size="sm">By {article.authorName}</Text>
          {/* The title in the link's own text, not only in aria-label: search engines read the text. */}
          <Anchor renderRoot={link} size="sm" fw={600}>
            Read More<VisuallyHidden>: {article.title}</VisuallyHidden>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

export function ArticleCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="lg" padding="lg" data-testid="article-card-placeholder" aria-hidden="true">
      <Stack gap="sm">
        <SkeletonLine width="35%" />
        <SkeletonLine width="90%" height={20} />
        <SkeletonLine width="100%" />
        <SkeletonLine width="70%" />
        <SkeletonLine width="40%" />
      </Stack>
    </Card>
  ));
}

function SkeletonLine({ width, height = 12 }: { width: string; height?: number }) {
  return <Skeleton height={height} width={width} radius="sm" />;
}
