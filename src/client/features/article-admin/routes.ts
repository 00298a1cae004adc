import { backOfficeRoute } from '../../route-helpers';

const dashboardArticlesRoute = backOfficeRoute('/dashboard/articles', 'dashboard-articles', 'Articles back-office').lazy(() =>
  import('../../routes/dashboard-articles').then((m) => m.Route),
);
const dashboardArticleRoute = backOfficeRoute('/dashboard/articles/$articleId', 'dashboard-article', (params) =>
  params.articleId === 'new' ? 'New article' : 'Edit article',
).lazy(() => import('../../routes/dashboard-article').then((m) => m.Route));

export const articleAdminRoutes = [dashboardArticlesRoute, dashboardArticleRoute] as const;
