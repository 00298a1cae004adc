import { Container, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  ARTICLE_SEARCH_MAX,
  articleCategoryFilters,
  articleCategoryLabels,
  type ArticleCategoryFilter,
  searchArticles,
} from '../../shared/articles';
import { ArticleGrid } from '../features/articles/article-grid';
import classes from '../features/articles/articles.module.css';
import { FeaturedArticles } from '../features/articles/featured-articles';
import { QuizCallToAction } from '../features/articles/quiz-call-to-action';
import { trpc } from '../trpc';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function isCategoryFilter(value: string | null): value is ArticleCategoryFilter {
  return articleCategoryFilters.some((filter) => filter === value);
}

function LearningHubPage() {
  const [category, setCategory] = useState<ArticleCategoryFilter>('all');
  const [search, setSearch] = useState('');
  // Featured articles come from the whole hub; the grid follows the selected category.
  const everything = trpc.articles.list.useQuery({});
  const inCategory = trpc.articles.list.useQuery(category === 'all' ? {} : { category });
  // A failed fetch shows as an empty list ('No articles found'); a hub without any article says so.
  const matches = useMemo(() => searchArticles(inCategory.data ?? [], search), [inCategory.data, search]);

  return (
    <Container size="lg" className={classes.hub}>
      <Stack gap={40}>
        <Stack gap="md" ta="center" align="center">
          <Title order={1}>Learning Hub</Title>
          <Text c="gray.7" maw={620}>
            Clear, practical guides to skincare basics, ingredients, routines and techniques, so you can choose products
            with confidence.
          </Text>
          <TextInput
            type="search"
            w="100%"
            maw={560}
            size="md"
            radius="xl"
            aria-label="Search articles"
            placeholder="Search articles, ingredients, routines..."
            leftSection={<SearchIcon />}
            // The whole hint fits a phone's width: a narrower icon column and a smaller right padding.
            leftSectionWidth={36}
            styles={{ input: { paddingInlineEnd: 'var(--mantine-spacing-xs)' } }}
            value={search}
            maxLength={ARTICLE_SEARCH_MAX}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Stack>

        {/* While searching, the results come first: featured articles would sit above them unrelated. */}
        {everything.data && !search.trim() && <FeaturedArticles articles={everything.data} />}

        <Stack component="section" aria-labelledby="browse-heading" gap="md">
          <Title order={2} id="browse-heading">
            Browse Articles
          </Title>
          <Tabs value={category} onChange={(value) => isCategoryFilter(value) && setCategory(value)} keepMounted={false}>
            <Tabs.List aria-label="Article categories">
              {articleCategoryFilters.map((filter) => (
                <Tabs.Tab key={filter} value={filter}>
                  {articleCategoryLabels[filter]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {articleCategoryFilters.map((filter) => (
              <Tabs.Panel key={filter} value={filter} pt="lg">
                {filter === category && (
                  <Stack gap="sm">
                    {!inCategory.isLoading && (
                      <Text size="sm" c="gray.7" aria-live="polite">
                        {matches.length} {matches.length === 1 ? 'article' : 'articles'}
                      </Text>
                    )}
                    <ArticleGrid articles={matches} loading={inCategory.isLoading} hubEmpty={everything.data?.length === 0} />
                  </Stack>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>

        <QuizCallToAction
          title="Not sure where to start?"
          text="Take our 2-minute quiz for a personalised skin analysis and a routine matched to your skin type, goals and budget."
        />
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/learning-hub')({ component: LearningHubPage });
