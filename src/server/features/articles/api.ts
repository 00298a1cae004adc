// What the articles feature keeps in AppDeps (the published articles, which the pages follow), its
// bounded, sanitising markdown renderer for other bodies (newsletters), and the statements the
// change history names articles with.
import type { NoticedCache } from '../../db/noticed-cache.js';
import type { PublishedArticles } from './articles.service.js';

export { renderArticleBody } from './article-body-render.js';
export { articleSubjectNames, articlesTitledLike } from './article-lookup-sql.js';

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /**
     * The published articles as the public reads them, kept while change notices arrive; its
     * changes move the public pages' version too (set by the articles feature's start).
     */
    articleReads: NoticedCache<PublishedArticles>;
  }
}
