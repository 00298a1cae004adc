import { Stack, Text, Title } from '@mantine/core';
import type { ArticleSummary } from '../../../shared/article-schemas';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { ArticleCard, ArticleCardSkeletons } from './article-card';

export const PLACEHOLDER_CARDS = 6;

/**
 * The hub's grid: 6 placeholder cards while loading, the empty texts when nothing matches (or,
 * when the hub has no article at all, that the guides are still to come).
 */
export function ArticleGrid({ articles, loading, hubEmpty = false }: { articles: ArticleSummary[]; loading: boolean; hubEmpty?: boolean }) {
  if (loading) {
    return (
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true" aria-label="Loading articles">
        <ArticleCardSkeletons count={PLACEHOLDER_CARDS} />
      </ResponsiveGrid>
    );
  }
  if (articles.length === 0 && hubEmpty) {
    return (
      <Stack align="center" ta="center" py={48} gap="xs">
        <Title order={3}>No articles yet</Title>
        <Text c="gray.7">Guides to skincare basics, ingredients, routines and techniques are on their way. Please check back soon.</Text>
      </Stack>
    );
  }
  if (articles.length === 0) {
    return (
      <Stack align="center" ta="center" py={48} gap="xs">
        <Title order={3}>No articles found</Title>
        <Text c="gray.7">Try adjusting your search terms or category filter.</Text>
      </Stack>
    );
  }
  return (
    <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </ResponsiveGrid>
  );
}
