import { createLazyRoute } from '@tanstack/react-router';
import { ArticleNotFound, ArticlePlaceholder } from '../features/articles/article-states';
import { ArticleView } from '../features/articles/article-view';
import { useRecordArticleView } from '../features/articles/use-record-article-view';
import { trpc } from '../trpc';

function ArticlePage() {
  const { slug } = Route.useParams();
  const query = trpc.articles.bySlug.useQuery({ slug });
  const article = query.data;
  useRecordArticleView(slug, Boolean(article));

  if (query.isLoading) return <ArticlePlaceholder />;
  if (!article) return <ArticleNotFound />;
  return <ArticleView article={article} />;
}

// The route's loader throws "not found" for a draft, a scheduled article or an unknown slug.
export const Route = createLazyRoute('/learning-hub/$slug')({ component: ArticlePage, pendingComponent: ArticlePlaceholder, notFoundComponent: ArticleNotFound });
