import { Anchor, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArticleEditor } from '../features/article-admin/article-editor';
import { RepGate } from '../features/dashboard/rep-gate';
import { trpc } from '../trpc';

function ExistingArticle({ id }: { id: number }) {
  const article = trpc.articleAdmin.get.useQuery({ id });
  if (article.isPending) {
    return (
      <Center py={60}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (article.isError) return <Text c="red.9">{article.error.message}</Text>;
  // Keyed by id only: the editor keeps its own state (a refused save's message) across saves.
  return <ArticleEditor key={id} article={article.data.article} />;
}

function ArticlePage() {
  const { articleId } = Route.useParams();
  const id = Number(articleId);
  return (
    <RepGate>
      <Container size="xl" px={0} py="md">
        <Stack>
          <Anchor component={Link} to="/dashboard/articles" size="sm">
            ← Articles
          </Anchor>
          {articleId === 'new' ? <ArticleEditor /> : Number.isInteger(id) && id > 0 ? <ExistingArticle id={id} /> : <Text>There is no such article.</Text>}
        </Stack>
      </Container>
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard/articles/$articleId')({ component: ArticlePage });
