import { Stack, Title } from '@mantine/core';
import { featuredArticles } from '../../../shared/articles';
import type { ArticleSummary } from '../../../shared/article-schemas';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { ArticleCard } from './article-card';

/** Featured: skincare-basics or more than 50 views, first 3 of the whole hub. */
export function FeaturedArticles({ articles }: { articles: ArticleSummary[] }) {
  const featured = featuredArticles(articles);
  if (featured.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="featured-heading" gap="md">
      <Title order={2} id="featured-heading">
        Featured Articles
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {featured.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ResponsiveGrid>
    </Stack>
  );
}
