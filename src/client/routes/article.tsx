import { createLazyRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { ArticleHead } from '../features/articles/article-head';
import { ArticleNotFound, ArticlePlaceholder } from '../features/articles/article-states';
import { ArticleView } from '../features/articles/article-view';
import { useRecordArticleView } from '../features/articles/use-record-article-view';
import { trpc } from '../trpc';

function ArticlePage() {
  const { slug } = Route.useParams();
  const query = trpc.articles.bySlug.useQuery({ slug });
  const article = query.data;
  usePageMeta(article?.title ?? (query.isError ? 'Article Not Found' : 'Learning Hub'), article?.metaDescription);
  useRecordArticleView(slug, Boolean(article));

  if (query.isLoading) return <ArticlePlaceholder />;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <ArticleHead article={article} />
      <ArticleView article={article} />
    </>
  );
}

export const Route = createLazyRoute('/learning-hub/$slug')({ component: ArticlePage });
